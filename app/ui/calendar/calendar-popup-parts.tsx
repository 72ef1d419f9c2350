/** The pieces around the months of a calendar popup: its title, the arrows, the weekday bar, the footer. */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import * as css from './calendar.css';
import { weekdays } from './day-view';

/** Mobile: the sheet's visible title and its close button. */
export function SheetHeader({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  return (
    <div className={css.sheetHeader}>
      <div id={titleId} className={css.title}>
        {t('dialogLabel')}
      </div>
      <button type="button" className={css.iconButton} aria-label={t('close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Mobile: the weekday names once above the scrolling months. */
export function WeekdayBar({ locale }: { locale: string }) {
  return (
    <div className={css.weekdayBar} aria-hidden="true">
      {weekdays(locale).map((w) => (
        <span key={w.long} className={css.weekday}>
          {w.short}
        </span>
      ))}
    </div>
  );
}

/** Desktop: previous and next month; an arrow past the limits is announced as disabled and does nothing. */
export function MonthArrows(props: {
  canPrevious: boolean;
  canNext: boolean;
  onPage: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <div className={css.nav}>
      <button
        type="button"
        className={css.iconButton}
        aria-label={t('previousMonth')}
        aria-disabled={!props.canPrevious}
        onClick={() => props.onPage(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={css.iconButton}
        aria-label={t('nextMonth')}
        aria-disabled={!props.canNext}
        onClick={() => props.onPage(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** A message above the months, with an optional action beside it. */
export function PopupMessage(props: { message: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className={css.message}>
      <span>{props.message}</span>
      {props.action ? (
        <button type="button" className={button.outline} onClick={props.action.onClick}>
          {props.action.label}
        </button>
      ) : null}
    </div>
  );
}

/** Shown over the months while their availability loads. */
export function LoadingOverlay() {
  const { t } = useTranslation('calendar');
  return (
    <div className={css.overlay} aria-hidden="true">
      <span className={css.spinner} />
      {t('loading')}
    </div>
  );
}

/** The live status (what to choose next, or the range chosen), Clear, and Validate once both dates are set. */
export function PopupFooter(props: {
  mobile: boolean;
  status: string;
  complete: boolean;
  onClear: () => void;
  onValidate: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <div className={props.mobile ? css.sheetFooter : css.footer}>
      <p className={css.status} role="status">
        {props.status}
      </p>
      <button type="button" className={button.outline} onClick={props.onClear}>
        {t('clear')}
      </button>
      <button
        type="button"
        className={`${button.brand} ${css.validate}`}
        disabled={!props.complete}
        onClick={props.onValidate}
      >
        {t('validate')}
      </button>
    </div>
  );
}

/**
 * The popup's inside. Mobile: a sheet with its title, the message and shortcuts, the weekday bar and
 * the scrolling months. Desktop: a hidden title, the message and shortcuts, the two months with
 * their arrows. The footer closes both.
 */
export function PopupLayout(props: {
  mobile: boolean;
  titleId: string;
  locale: string;
  top: ReactNode;
  months: ReactNode;
  overlay: ReactNode;
  footer: ReactNode;
  listRef: RefObject<HTMLDivElement>;
  onListScroll: () => void;
  onClose: () => void;
  arrows: { canPrevious: boolean; canNext: boolean; page: (step: -1 | 1) => void };
}) {
  const { t } = useTranslation('calendar');
  if (props.mobile)
    return (
      <>
        <SheetHeader titleId={props.titleId} onClose={props.onClose} />
        <div className={css.sheetTop}>{props.top}</div>
        <WeekdayBar locale={props.locale} />
        <div ref={props.listRef} className={css.sheetBody} onScroll={props.onListScroll}>
          {props.months}
        </div>
        {props.overlay}
        {props.footer}
      </>
    );
  return (
    <>
      <div id={props.titleId} className="visually-hidden">
        {t('dialogLabel')}
      </div>
      {props.top}
      <div className={css.monthsWrap}>
        <MonthArrows
          canPrevious={props.arrows.canPrevious}
          canNext={props.arrows.canNext}
          onPage={props.arrows.page}
        />
        {props.months}
        {props.overlay}
      </div>
      {props.footer}
    </>
  );
}
