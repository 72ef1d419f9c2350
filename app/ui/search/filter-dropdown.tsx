import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
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
  open: boolean;
  /** the page with this dropdown open: the trigger's link without JavaScript */
  openHref: string;
  /** the page with no dropdown open: Cancel, and the trigger of an open dropdown, without JavaScript */
  closeHref: string;
  /** with JavaScript: opens (true) or closes (false) the dropdown without a navigation */
  onToggle: (open: boolean, navigating?: boolean) => void;
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

/** A plain left click: the ones a page may handle itself (others open a tab, a window…). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One dropdown of the desktop filter bar. Closed, it is only its trigger: the form is not in the
 * page until it opens (the closed forms made up a fifth of the results page). The trigger is a
 * link to the same page with `?panel=filter-…`, where the server renders the dropdown open with its
 * GET form; with JavaScript the same link opens it without a navigation. Escape and Cancel close it
 * (the form unmounts, so the values of the address come back); applying navigates only when
 * something changed.
 */
export function FilterDropdown({
  label,
  activeCount,
  open,
  openHref,
  closeHref,
  onToggle,
  alignEnd,
  children,
  ...form
}: FilterDropdownProps) {
  const { t } = useTranslation('results');
  const hydrated = useHydrated();
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const focusOnOpen = useRef(false);
  const closeToTrigger = () => {
    onToggle(false);
    triggerRef.current?.focus();
  };
  const onTriggerClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    focusOnOpen.current = !open;
    onToggle(!open);
  };
  // Once it opens in place the trigger is a button, which Space activates too.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeToTrigger();
  };
  return (
    <div className={css.dropdown} onKeyDown={onKeyDown} data-filter-dropdown={open ? 'open' : ''}>
      <a
        ref={triggerRef}
        href={open ? closeHref : openHref}
        className={activeCount > 0 ? `${css.summary} ${css.active}` : css.summary}
        role={hydrated ? 'button' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onTriggerClick}
        onKeyDown={hydrated ? onTriggerKeyDown : undefined}
      >
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
      </a>
      {open ? (
        <DropdownForm
          {...form}
          id={panelId}
          label={label}
          alignEnd={alignEnd}
          closeHref={closeHref}
          focusOnOpen={focusOnOpen}
          onClose={(navigating) => {
            if (navigating) onToggle(false, true);
            else closeToTrigger();
          }}
        >
          {children}
        </DropdownForm>
      ) : null}
    </div>
  );
}

interface DropdownFormProps {
  id: string;
  label: string;
  action: string;
  hidden: readonly [string, string][];
  resetHref: string;
  closeHref: string;
  count: number;
  apiLocale: string | null;
  alignEnd?: boolean;
  focusOnOpen: { current: boolean };
  /** navigating: the form or its reset link is leaving for another address */
  onClose: (navigating: boolean) => void;
  children: ReactNode;
}

/** The open dropdown's GET form. It mounts on opening, so its state (live count, edits) starts afresh. */
function DropdownForm({
  id,
  label,
  action,
  hidden,
  resetHref,
  closeHref,
  count,
  apiLocale,
  alignEnd,
  focusOnOpen,
  onClose,
  children,
}: DropdownFormProps) {
  const { t } = useTranslation('results');
  const panelRef = useRef<HTMLDivElement>(null);
  const onSubmit = useFilterSubmit(onClose);
  const hydrated = useHydrated();
  const [liveCount, updateCount] = useLiveCount(count, apiLocale);

  // Opened from its trigger: focus moves to the first field (an address that opens it leaves focus alone).
  useEffect(() => {
    if (!focusOnOpen.current) return;
    focusOnOpen.current = false;
    panelRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), button, a[href]')
      ?.focus();
  }, [focusOnOpen]);

  const onCancel = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    onClose(false);
  };

  return (
    <div id={id} ref={panelRef} className={alignEnd ? `${css.panel} ${css.alignEnd}` : css.panel}>
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
          <Link className={css.reset} to={resetHref} preventScrollReset onClick={() => onClose(true)}>
            {t('filters.reset')}
          </Link>
          <div className={css.end}>
            <a className={css.reset} href={closeHref} onClick={onCancel}>
              {t('filters.cancel')}
            </a>
            <button type="submit" className={button.brand}>
              {hydrated && liveCount !== undefined
                ? t('filters.applyCount', { count: liveCount })
                : t('filters.apply')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
