/** The pieces around the months of a calendar popup: its title, the arrows, the weekday bar, the footer. */
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
