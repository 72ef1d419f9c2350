/**
 * The availability calendar as it opens from a date field: a dropdown with two months side by side
 * and previous/next arrows on desktop, a full-screen dialog with an endless vertical list of months
 * on mobile. The selection
 * rules, paging limits, auto-advance and restore-on-close are the domain's (app/domain/calendar).
 * This module is loaded on demand (dynamic import) by the fields that open it.
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, diffDays, type IsoDay } from '~/domain/calendar/dates';
import type { HolidayCountry } from '~/domain/calendar/popular-dates';
import {
  choosingCheckout,
  type AvailabilityMap,
  type CalendarContext,
  type ClockReading,
  type Selection,
} from '~/domain/calendar/selection';
import { Calendar } from './calendar';
import * as css from './calendar.css';
import { LoadingOverlay, PopupFooter, PopupLayout, PopupMessage } from './calendar-popup-parts';
import { formatDay, SHORT_DATE } from './day-view';
import { PopularDatesList } from './popular-dates-list';
import { useAvailability, useCheckoutNights, type AvailabilityRequest } from './use-availability';
import { useCalendarClosing, type CalendarCloseReason } from './use-calendar-closing';
import { useCalendarMonths } from './use-calendar-months';
import { useDropdownDismiss, useModalSheet } from './use-popup-placement';

export type { CalendarCloseReason } from './use-calendar-closing';
export { MOBILE_SCROLL_OFFSET_PX } from './use-popup-placement';

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

/** What the footer says: the range and its nights, or which date to choose, and the hovered day's minimum stay. */
function statusText(
  t: (key: string, options?: Record<string, unknown>) => string,
  selection: Selection,
  format: (day: IsoDay) => string,
  minStay: number | undefined,
): string {
  const { checkin, checkout } = selection;
  return [
    checkin && checkout
      ? `${t('range', { checkin: format(checkin), checkout: format(checkout) })} · ${t('nights', { count: diffDays(checkin, checkout) })}`
      : t(choosingCheckout(selection) ? 'chooseCheckout' : 'chooseCheckin'),
    minStay && minStay > 1 ? t('minimumStay', { count: minStay }) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function CalendarPopup(props: CalendarPopupProps) {
  const { clock, locale, selection, mobile, onChange } = props;
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

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

  const months = useCalendarMonths({
    mobile,
    clock,
    selection,
    availability,
    ensureMonths: loaded.ensureMonths,
  });
  const [activeDay, setActiveDay] = useState<IsoDay>();
  const closing = useCalendarClosing({
    mobile,
    clock,
    selection,
    addressSelection: props.addressSelection,
    onChange,
    onClose: props.onClose,
  });
  useDropdownDismiss(!mobile, props.containerRef, dialogRef, closing.latestDismiss);
  useModalSheet(mobile, dialogRef, bodyRef, months);

  const short = (day: IsoDay) => formatDay(day, locale, SHORT_DATE);
  const minStay = activeDay ? availability?.[activeDay]?.minLos : undefined;

  const calendar = (
    <Calendar
      ctx={ctx}
      locale={locale}
      months={months.months}
      initialFocusDay={choosingCheckout(selection) ? addDays(selection.checkin!, 1) : selection.checkin}
      focusSignal={mobile ? 1 : props.focusSignal}
      onSelect={closing.select}
      onNavigate={months.navigate}
      onEscape={() => closing.dismiss()}
      onActiveDayChange={setActiveDay}
      stayNights={stayNights}
      giftValueCents={props.giftValueCents}
      layout={mobile ? 'stacked' : 'row'}
      hideWeekdays={mobile}
    />
  );
  const overlay = loaded.loading ? <LoadingOverlay /> : null;
  const top: ReactNode = (
    <>
      {props.message ? <PopupMessage message={props.message} action={props.messageAction} /> : null}
      {props.popularDatesCountry ? (
        <PopularDatesList
          country={props.popularDatesCountry}
          ctx={ctx}
          format={short}
          onPick={(range) => {
            onChange(range);
            closing.finish('done');
          }}
        />
      ) : null}
    </>
  );
  const footer = (
    <PopupFooter
      mobile={mobile}
      status={loaded.loading ? t('loading') : statusText(t, selection, short, minStay)}
      complete={Boolean(selection.checkin && selection.checkout)}
      onClear={closing.clear}
      onValidate={() => closing.finish('done')}
    />
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
          closing.dismiss();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        closing.dismiss();
      }}
    >
      <PopupLayout
        mobile={mobile}
        titleId={titleId}
        locale={locale}
        top={top}
        months={calendar}
        overlay={overlay}
        footer={footer}
        listRef={bodyRef}
        onListScroll={() => months.onListScroll(bodyRef.current)}
        onClose={() => closing.dismiss()}
        arrows={months}
      />
    </dialog>
  );
}
