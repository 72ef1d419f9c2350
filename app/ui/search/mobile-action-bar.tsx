import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '~/domain/search/results-view';
import * as css from './mobile-action-bar.css';
import { PANEL_ANCHOR } from './inline-panel';
import { FilterIcon, MapIcon, SortIcon } from './search-icons';

export interface MobileActionBarProps {
  results: ResultsView;
  /** with JavaScript, Filter and Sort open dialogs instead of following their links */
  onOpen?: (panel: 'filters' | 'sort') => void;
  onPrepare?: () => void;
}

/** The sticky mobile action bar: Filter (with its count), Map and Sort. */
export function MobileActionBar({ results, onOpen, onPrepare }: MobileActionBarProps) {
  const { t } = useTranslation('results');
  const count = results.mobileFilterCount;
  const action = (panel: 'filters' | 'sort', icon: ReactNode, label: ReactNode) =>
    onOpen ? (
      <button
        type="button"
        className={css.action}
        aria-haspopup="dialog"
        onClick={() => onOpen(panel)}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onTouchStart={onPrepare}
      >
        {icon}
        {label}
      </button>
    ) : (
      <a className={css.action} href={`${results.panelHrefs[panel]}#${PANEL_ANCHOR}`}>
        {icon}
        {label}
      </a>
    );
  return (
    <nav className={css.bar} aria-label={t('actionBar.label')}>
      <ul className={css.list}>
        <li className={css.item}>
          {action(
            'filters',
            <FilterIcon />,
            <>
              {t('actionBar.filter')}
              {count > 0 ? (
                <span className={css.badge}>
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">({t('filters.activeCount', { count })})</span>
                </span>
              ) : null}
            </>,
          )}
        </li>
        <li className={css.item}>
          <a className={css.action} href={`${results.panelHrefs.map}#${PANEL_ANCHOR}`}>
            <MapIcon />
            {t('actionBar.map')}
          </a>
        </li>
        <li className={css.item}>{action('sort', <SortIcon />, t('actionBar.sort'))}</li>
      </ul>
    </nav>
  );
}
