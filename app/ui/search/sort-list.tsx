import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '~/domain/search/results-view';
import { Icon } from '../icons';
import * as css from './sort-list.css';

/** The sort options of the flow as links: each rewrites the address, the chosen one is marked current. */
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
                <Icon name="check" size={18} />
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
