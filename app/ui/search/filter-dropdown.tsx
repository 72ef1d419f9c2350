import { Link } from '@remix-run/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import { ChevronDownIcon } from '../icons';
import * as css from './filter-dropdown.css';
import { HiddenInputs } from './hidden-inputs';
import { useFilterSubmit } from './use-filter-form';
import { useHydrated } from './use-hydrated';
import { useLiveCount } from './use-live-count';

export interface FilterDropdownProps {
  label: string;
  /** selected values in this dropdown (0 hides the badge) */
  activeCount: number;
  action: string;
  hidden: readonly [string, string][];
  resetHref: string;
  /** offers for the current values: the apply button shows it (with JavaScript), then the live count */
  count: number;
  /** the market's locale for the facets API (fr_FR…); null: no live count */
  apiLocale: string | null;
  alignEnd?: boolean;
  children: ReactNode;
}

/**
 * One dropdown of the desktop filter bar: a `<details>` holding a GET form. Without JavaScript it
 * opens, submits and resets like any form and link. With JavaScript: Escape closes it and restores
 * the values of the address, and applying navigates only when something changed (§4).
 */
export function FilterDropdown({
  label,
  activeCount,
  action,
  hidden,
  resetHref,
  count,
  apiLocale,
  alignEnd,
  children,
}: FilterDropdownProps) {
  const { t } = useTranslation('results');
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };
  const onSubmit = useFilterSubmit(close);
  const hydrated = useHydrated();
  const [liveCount, updateCount] = useLiveCount(count, apiLocale);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    event.preventDefault();
    const form = details.querySelector('form');
    form?.reset();
    if (form) updateCount(form);
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <details
      ref={detailsRef}
      className={css.dropdown}
      name="search-filters"
      onKeyDown={onKeyDown}
      data-filter-dropdown=""
    >
      <summary className={activeCount > 0 ? `${css.summary} ${css.active}` : css.summary}>
        {label}
        {activeCount > 0 ? (
          <span className={css.badge}>
            <span aria-hidden="true">{activeCount}</span>
            <span className="visually-hidden">({t('filters.activeCount', { count: activeCount })})</span>
          </span>
        ) : null}
        <span className={css.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </summary>
      <div className={alignEnd ? `${css.panel} ${css.alignEnd}` : css.panel}>
        <form
          className={css.form}
          method="get"
          action={action}
          onSubmit={onSubmit}
          onChange={(e) => updateCount(e.currentTarget)}
          aria-label={label}
        >
          <HiddenInputs entries={hidden} />
          <div className={css.body}>{children}</div>
          <div className={css.actions}>
            <Link className={css.reset} to={resetHref} preventScrollReset onClick={close}>
              {t('filters.reset')}
            </Link>
            <button type="submit" className={button.brand}>
              {hydrated && liveCount !== undefined
                ? t('filters.applyCount', { count: liveCount })
                : t('filters.apply')}
            </button>
          </div>
        </form>
      </div>
    </details>
  );
}
