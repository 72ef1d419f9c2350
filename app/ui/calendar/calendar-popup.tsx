/**
 * The availability calendar as it opens from a date field (search-and-discovery §2, §4, §9;
 * product-gifting-content §4): a dropdown with two months side by side and previous/next arrows on
 * desktop, a full-screen dialog with an endless vertical list of months on mobile. The selection
 * rules, paging limits, auto-advance and restore-on-close are the domain's (app/domain/calendar).
 * This module is loaded on demand (dynamic import) by the fields that open it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, diffDays, monthOf, type IsoDay, type IsoMonth } from '~/domain/calendar/dates';
import { popularDates, type HolidayCountry } from '~/domain/calendar/popular-dates';
import {
  canGoToNextMonth,
  canGoToPreviousMonth,
  choosingCheckout,
  clickDay,
  CLOSE_DELAY_MS,
  initialMonth,
  isUnselectable,
  MAX_MONTHS_AHEAD,
  MOBILE_LOAD_MORE_PX,
  MOBILE_MONTHS_PER_LOAD,
  restoreOnClose,
  shouldAutoAdvance,
  type AvailabilityMap,
  type CalendarContext,
  type ClockReading,
  type Selection,
} from '~/domain/calendar/selection';
import { button } from '../button.css';
import { Calendar } from './calendar';
import * as css from './calendar.css';
import { formatDay, SHORT_DATE, weekdays } from './day-view';
import { useAvailability, useCheckoutNights, type AvailabilityRequest } from './use-availability';

/** Mobile: a month scrolled into view sits this far below the top of the list (§9). */
export const MOBILE_SCROLL_OFFSET_PX = 56;

/**
 * 'done': dates chosen or validated; 'dismiss': Escape or the close button (focus goes back to the
 * trigger); 'outside': a click or focus outside the dropdown (focus stays where it went).
 */
export type CalendarCloseReason = 'done' | 'dismiss' | 'outside';

export interface CalendarPopupProps {
  clock: ClockReading;
  /** BCP 47 locale for dates, e.g. fr-FR */
  locale: string;
  selection: Selection;
  /** the dates the address holds: closing without a check-out goes back to them */
  addressSelection?: Selection;
  onChange: (selection: Selection) => void;
  onClose: (reason: CalendarCloseReason) => void;
  /** full-screen modal (mobile) instead of the dropdown */
  mobile: boolean;
  /** the dropdown and its triggers: a click or focus outside it closes the dropdown */
  containerRef?: RefObject<HTMLElement>;
  /** each change moves focus into the grid (opening from the keyboard) */
  focusSignal?: number;
  /** shortcut list for es_ES, fr_FR, fr_BE, nl_BE */
  popularDatesCountry?: HolidayCountry;
  /** load prices and availability of an offer month by month */
  offer?: AvailabilityRequest;
  /** or give them */
  availability?: AvailabilityMap;
  possibleNights?: { start: number; end: number };
  giftValueCents?: number;
  /** a message above the months, e.g. 'Please choose your travel dates.' */
  message?: string;
  /** an action beside the message, e.g. 'Search without dates' */
  messageAction?: { label: string; onClick: () => void };
  id?: string;
}

function monthSpan(from: IsoMonth, to: IsoMonth): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function CalendarPopup(props: CalendarPopupProps) {
  const { clock, locale, selection, mobile, onChange } = props;
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const closed = useRef(false);

  const loaded = useAvailability(props.offer);
  const availability = props.availability ?? loaded.availability;
  const allowedNights = useCheckoutNights(
    props.offer,
    choosingCheckout(selection) ? selection.checkin : undefined,
  );
  const ctx: CalendarContext = {
    clock,
    selection,
    availability,
    allowedNights,
    possibleNights: props.possibleNights,
  };
  const stayNights =
    selection.checkin && selection.checkout
      ? diffDays(selection.checkin, selection.checkout)
      : props.offer?.nights;

  const thisMonth = monthOf(clock.today);
  const [start] = useState(() => initialMonth(selection, clock));
  const [first, setFirst] = useState(start);
  const [count, setCount] = useState(() =>
    Math.min(MAX_MONTHS_AHEAD, monthSpan(thisMonth, start) + MOBILE_MONTHS_PER_LOAD - 1),
  );
  const months = mobile
    ? Array.from({ length: count }, (_, i) => addMonths(thisMonth, i))
    : [first, addMonths(first, 1)];
  const [activeDay, setActiveDay] = useState<IsoDay>();

  const { ensureMonths } = loaded;
  useEffect(() => {
    ensureMonths(months[0], months.length);
  }, [ensureMonths, months[0], months.length]); // eslint-disable-line react-hooks/exhaustive-deps

  // Desktop: move on when the check-in ends the first month or the second has nothing (§4).
  useEffect(() => {
    if (!mobile && shouldAutoAdvance(first, selection, availability) && canGoToNextMonth(first, clock))
      setFirst(addMonths(first, 1));
  }, [mobile, first, selection, availability, clock]);

  const finish = (reason: CalendarCloseReason) => {
    clearTimeout(timer.current);
    if (closed.current) return;
    closed.current = true;
    props.onClose(reason);
  };

  /** Closing without a check-out goes back to the address's dates (restoreOnClose). */
  const dismiss = (reason: CalendarCloseReason = 'dismiss') => {
    if (closed.current) return;
    onChange(restoreOnClose(selection, props.addressSelection ?? {}, clock));
    finish(reason);
  };
  const latestDismiss = useRef(dismiss);
  latestDismiss.current = dismiss;

  function select(day: IsoDay) {
    clearTimeout(timer.current);
    const result = clickDay(selection, day);
    onChange(result.selection);
    if (!result.close) return;
    if (mobile) finish('done');
    else timer.current = setTimeout(() => finish('done'), CLOSE_DELAY_MS);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // Desktop dropdown: a click or a focus move outside it (and its triggers) closes it.
  useEffect(() => {
    if (mobile) return;
    const container = props.containerRef?.current ?? dialogRef.current;
    if (!container) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) latestDismiss.current('outside');
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !container.contains(next)) latestDismiss.current('outside');
    };
    // Escape on a trigger closes too (inside the dropdown the grid and the dialog handle it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dialogRef.current?.contains(event.target as Node))
        latestDismiss.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [mobile, props.containerRef]);

  // Mobile: a modal dialog scrolled to the check-in's month.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !mobile) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const body = bodyRef.current;
    const section = body?.querySelector<HTMLElement>(`[data-month="${start}"]`);
    if (body && section && start !== thisMonth)
      body.scrollTop = Math.max(0, section.offsetTop - MOBILE_SCROLL_OFFSET_PX);
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [mobile]); // eslint-disable-line react-hooks/exhaustive-deps

  function onBodyScroll() {
    const body = bodyRef.current;
    if (!body || count >= MAX_MONTHS_AHEAD) return;
    if (body.scrollHeight - body.scrollTop - body.clientHeight < MOBILE_LOAD_MORE_PX) {
      setCount((c) => Math.min(MAX_MONTHS_AHEAD, c + MOBILE_MONTHS_PER_LOAD));
    }
  }

  function navigate(day: IsoDay) {
    const month = monthOf(day);
    if (mobile) setCount((c) => Math.max(c, Math.min(MAX_MONTHS_AHEAD, monthSpan(thisMonth, month))));
    else if (month < first) setFirst(month);
    else setFirst(addMonths(month, -1));
  }

  const canPrevious = canGoToPreviousMonth(first, clock);
  const canNext = canGoToNextMonth(first, clock);
  const short = (day: IsoDay) => formatDay(day, locale, SHORT_DATE);
  const both = selection.checkin && selection.checkout;
  const minStay = activeDay ? availability?.[activeDay]?.minLos : undefined;
  const statusText = [
    both
      ? `${t('range', { checkin: short(selection.checkin!), checkout: short(selection.checkout!) })} · ${t('nights', { count: diffDays(selection.checkin!, selection.checkout!) })}`
      : t(choosingCheckout(selection) ? 'chooseCheckout' : 'chooseCheckin'),
    minStay && minStay > 1 ? t('minimumStay', { count: minStay }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');

  const calendar = (
    <Calendar
      ctx={ctx}
      locale={locale}
      months={months}
      initialFocusDay={choosingCheckout(selection) ? addDays(selection.checkin!, 1) : selection.checkin}
      focusSignal={mobile ? 1 : props.focusSignal}
      onSelect={select}
      onNavigate={navigate}
      onEscape={() => dismiss()}
      onActiveDayChange={setActiveDay}
      stayNights={stayNights}
      giftValueCents={props.giftValueCents}
      layout={mobile ? 'stacked' : 'row'}
      hideWeekdays={mobile}
    />
  );

  const overlay = loaded.loading ? (
    <div className={css.overlay} aria-hidden="true">
      <span className={css.spinner} />
      {t('loading')}
    </div>
  ) : null;

  const top: ReactNode = (
    <>
      {props.message ? (
        <div className={css.message}>
          <span>{props.message}</span>
          {props.messageAction ? (
            <button type="button" className={button.outline} onClick={props.messageAction.onClick}>
              {props.messageAction.label}
            </button>
          ) : null}
        </div>
      ) : null}
      {props.popularDatesCountry ? (
        <PopularDates
          country={props.popularDatesCountry}
          ctx={ctx}
          format={short}
          onPick={(range) => {
            onChange(range);
            finish('done');
          }}
        />
      ) : null}
    </>
  );

  const footer = (
    <div className={mobile ? css.sheetFooter : css.footer}>
      <p className={css.status} role="status">
        {loaded.loading ? t('loading') : statusText}
      </p>
      <button
        type="button"
        className={button.outline}
        onClick={() => {
          clearTimeout(timer.current);
          onChange({});
        }}
      >
        {t('clear')}
      </button>
      <button
        type="button"
        className={`${button.brand} ${css.validate}`}
        disabled={!both}
        onClick={() => finish('done')}
      >
        {t('validate')}
      </button>
    </div>
  );

  return (
    <dialog
      ref={dialogRef}
      id={props.id}
      className={mobile ? css.sheet : css.dropdown}
      open={mobile ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          dismiss();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      {mobile ? (
        <>
          <div className={css.sheetHeader}>
            <div id={titleId} className={css.title}>
              {t('dialogLabel')}
            </div>
            <button
              type="button"
              className={css.iconButton}
              aria-label={t('close')}
              onClick={() => dismiss()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={css.sheetTop}>{top}</div>
          <div className={css.weekdayBar} aria-hidden="true">
            {weekdays(locale).map((w) => (
              <span key={w.long} className={css.weekday}>
                {w.short}
              </span>
            ))}
          </div>
          <div ref={bodyRef} className={css.sheetBody} onScroll={onBodyScroll}>
            {calendar}
          </div>
          {overlay}
          {footer}
        </>
      ) : (
        <>
          <div id={titleId} className="visually-hidden">
            {t('dialogLabel')}
          </div>
          {top}
          <div className={css.monthsWrap}>
            <div className={css.nav}>
              <button
                type="button"
                className={css.iconButton}
                aria-label={t('previousMonth')}
                aria-disabled={!canPrevious}
                onClick={() => canPrevious && setFirst(addMonths(first, -1))}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={css.iconButton}
                aria-label={t('nextMonth')}
                aria-disabled={!canNext}
                onClick={() => canNext && setFirst(addMonths(first, 1))}
              >
                <span aria-hidden="true">›</span>
              </button>
            </div>
            {calendar}
            {overlay}
          </div>
          {footer}
        </>
      )}
    </dialog>
  );
}

function PopularDates(props: {
  country: HolidayCountry;
  ctx: CalendarContext;
  format: (day: IsoDay) => string;
  onPick: (range: { checkin: IsoDay; checkout: IsoDay }) => void;
}) {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const { clock, availability } = props.ctx;
  const items = popularDates(props.country, clock.today).filter(
    (p) => !isUnselectable(p.checkin, { clock, selection: {}, availability }),
  );
  if (items.length === 0) return null;
  return (
    <section className={css.popular} aria-labelledby={headingId}>
      <div id={headingId} className={css.popularTitle}>
        {t('popularDates')}
      </div>
      <ul className={css.popularList}>
        {items.map((p) => (
          <li key={p.checkin}>
            <button
              type="button"
              className={css.popularButton}
              onClick={() => props.onPick({ checkin: p.checkin, checkout: p.checkout })}
            >
              {p.kind === 'holiday' ? t(`holidays.${p.holiday}`) : t(`popular.${p.kind}`)}
              <span className={css.popularRange}>
                {t('range', { checkin: props.format(p.checkin), checkout: props.format(p.checkout) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
