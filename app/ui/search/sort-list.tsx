import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '~/domain/search/results-view';
import * as css from './sort-list.css';

/** The sort options as links (§9): each rewrites the address, the chosen one is marked current. */
export function SortList({
  options,
  onSelect,
}: {
  options: ResultsView['sort']['options'];
  onSelect?: () => void;
}) {
  const { t } = useTranslation('results');
  return (
    <ul className={css.list}>
      {options.map((o) => (
        <li key={o.value}>
          <Link
            className={css.link}
            to={o.href}
            aria-current={o.selected ? 'true' : undefined}
            preventScrollReset
            onClick={onSelect}
          >
            {t(`sort.options.${o.value}`)}
            {o.selected ? (
              <span className={css.check} aria-hidden="true">
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12l5 5L20 7" />
                </svg>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
