import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '~/domain/search/results-view';
import * as css from './pagination-nav.css';
import { ChevronIcon } from './search-icons';

/** Previous/next and page links (a shortened list from 10 pages), and 'from - to results of total'. */
export function PaginationNav({ pagination }: { pagination: ResultsView['pagination'] }) {
  const { t } = useTranslation('results');
  const { hrefs, previous, next, page, items, from, to, total, pageCount } = pagination;
  return (
    <nav className={css.nav} aria-label={t('pagination.label')}>
      {pageCount > 1 ? (
        <ul className={css.list}>
          {previous !== undefined && hrefs[previous] ? (
            <li>
              <Link className={css.step} to={hrefs[previous]} rel="prev">
                <ChevronIcon direction="left" size={18} />
                <span className="visually-hidden">{t('pagination.previous')}</span>
              </Link>
            </li>
          ) : null}
          {items.map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className={css.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  className={css.link}
                  to={hrefs[item] ?? '#'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: item })}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          {next !== undefined && hrefs[next] ? (
            <li>
              <Link className={css.step} to={hrefs[next]} rel="next">
                <span className="visually-hidden">{t('pagination.next')}</span>
                <ChevronIcon direction="right" size={18} />
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className={css.range}>{t('pagination.range', { from, to, total })}</p>
    </nav>
  );
}
