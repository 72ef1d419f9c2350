/**
 * The availability calendar's months as WAI-ARIA date grids (one `role="grid"` table per month).
 * One day in all the shown months is in the tab order (roving tabindex); the arrow keys move by day
 * and week, PageUp/PageDown by month, Home/End to the start/end of the week (Monday first),
 * Enter/Space choose, Escape asks the popup to close. Moving to a month that is not shown asks the
 * parent to show it (`onNavigate`). What a day is and shows comes from the domain (day-view.ts).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  addMonths,
  firstDayOf,
  lastDayOf,
  monthGrid,
  monthOf,
  weekday,
  type IsoDay,
  type IsoMonth,
} from '~/domain/calendar/dates';
import {
  choosingCheckout,
  isUnselectable,
  MAX_MONTHS_AHEAD,
  type CalendarContext,
} from '~/domain/calendar/selection';
import * as css from './calendar.css';
import { DayContent, dayClassName } from './day-cell';
import { dayName, dayView, monthTitle, weekdays, type DayView } from './day-view';

export interface CalendarProps {
  ctx: CalendarContext;
  /** BCP 47 locale for dates (e.g. fr-FR) */
  locale: string;
  /** the months rendered, in order */
  months: IsoMonth[];
  /** the day that holds the tab stop when the calendar first renders */
  initialFocusDay?: IsoDay;
  /** each change moves keyboard focus to the active day (opening from the keyboard, mobile opening) */
  focusSignal?: number;
  onSelect: (day: IsoDay) => void;
  /** a key moved to a day outside the rendered months */
  onNavigate: (day: IsoDay) => void;
  onEscape: () => void;
  /** the day under the pointer or focus, for hints (minimum stay) */
  onActiveDayChange?: (day: IsoDay | undefined) => void;
  stayNights?: number;
  giftValueCents?: number;
  /** 'stacked' for the mobile vertical list, 'row' for months side by side */
  layout?: 'row' | 'stacked';
  /** hide the per-month weekday header (the mobile sheet shows one sticky bar) */
  hideWeekdays?: boolean;
}

export function Calendar(props: CalendarProps) {
  const { ctx, locale, months, onSelect, onNavigate, onEscape, onActiveDayChange, layout = 'row' } = props;
  const { t } = useTranslation('calendar');
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);
  const [focusDay, setFocusDay] = useState<IsoDay | undefined>(props.initialFocusDay);
  const [hoverDay, setHoverDay] = useState<IsoDay>();
  const names = useMemo(() => weekdays(locale), [locale]);

  const firstMonth = monthOf(ctx.clock.today);
  const lastMonth = addMonths(firstMonth, MAX_MONTHS_AHEAD - 1);
  const shown = (day: IsoDay | undefined): day is IsoDay => Boolean(day && months.includes(monthOf(day)));
  // The tab stop: the focused day when it is shown, else the first selectable shown day.
  const active = shown(focusDay) ? focusDay : firstSelectableShown(months, ctx);

  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    root.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  });

  useEffect(() => {
    if (props.focusSignal) root.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
    // only a new signal moves focus
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.focusSignal]);

  function moveTo(target: IsoDay) {
    const min = firstDayOf(firstMonth);
    const max = lastDayOf(lastMonth);
    const day = target < min ? min : target > max ? max : target;
    setFocusDay(day);
    onActiveDayChange?.(day);
    // Focus the day at once when it is on screen, so a key typed before the next render acts on
    // it; a day of another month gets focus after that month renders.
    const cell = shown(day) ? root.current?.querySelector<HTMLElement>(`[data-day="${day}"]`) : null;
    if (cell) cell.focus();
    else pendingFocus.current = true;
    if (!shown(day)) onNavigate(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, day: IsoDay, view: DayView) {
    const monday = (weekday(day) + 6) % 7;
    let target: IsoDay | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        target = addDays(day, -1);
        break;
      case 'ArrowRight':
        target = addDays(day, 1);
        break;
      case 'ArrowUp':
        target = addDays(day, -7);
        break;
      case 'ArrowDown':
        target = addDays(day, 7);
        break;
      case 'Home':
        target = addDays(day, -monday);
        break;
      case 'End':
        target = addDays(day, 6 - monday);
        break;
      case 'PageUp':
      case 'PageDown':
        target = sameDayInMonth(day, event.key === 'PageUp' ? -1 : 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (!view.unselectable) onSelect(day);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      default:
        return;
    }
    event.preventDefault();
    moveTo(target);
  }

  const preview = choosingCheckout(ctx.selection) ? (hoverDay ?? focusDay) : undefined;

  return (
    <div
      ref={root}
      className={layout === 'row' ? css.months : css.monthsStacked}
      onMouseLeave={() => setHoverDay(undefined)}
    >
      {months.map((month) => (
        <MonthGrid
          key={month}
          month={month}
          locale={locale}
          weekdayNames={props.hideWeekdays ? undefined : names}
          views={monthGrid(month).map((row) =>
            row.map((day) =>
              day
                ? dayView(day, ctx, {
                    stayNights: props.stayNights,
                    giftValueCents: props.giftValueCents,
                    preview,
                  })
                : null,
            ),
          )}
          today={ctx.clock.today}
          active={active}
          name={(view) => dayName(view, locale, t)}
          promoText={(percent) => t('promo', { percent })}
          live={layout === 'row'}
          onKeyDown={onKeyDown}
          onClick={(view) => {
            setFocusDay(view.day);
            if (!view.unselectable) onSelect(view.day);
          }}
          onHover={(day) => {
            setHoverDay(day);
            onActiveDayChange?.(day);
          }}
          onFocusDay={(day) => {
            setFocusDay(day);
            onActiveDayChange?.(day);
          }}
          withPrices={Boolean(ctx.availability)}
        />
      ))}
    </div>
  );
}

/** The same day number one month earlier or later, clamped to that month's length. */
function sameDayInMonth(day: IsoDay, delta: number): IsoDay {
  const month = addMonths(monthOf(day), delta);
  const last = lastDayOf(month);
  const candidate = `${month}-${day.slice(8)}`;
  return candidate > last ? last : candidate;
}

function firstSelectableShown(months: IsoMonth[], ctx: CalendarContext): IsoDay {
  const { checkin } = ctx.selection;
  if (checkin && months.includes(monthOf(checkin))) return checkin;
  for (const month of months) {
    for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) {
      if (!isUnselectable(day, ctx)) return day;
    }
  }
  return firstDayOf(months[0]);
}

interface MonthGridProps {
  month: IsoMonth;
  locale: string;
  weekdayNames?: { short: string; long: string }[];
  views: (DayView | null)[][];
  today: IsoDay;
  active: IsoDay;
  name: (view: DayView) => string;
  promoText: (percent: number) => string;
  /** announce the month title when it changes (paged views) */
  live: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, day: IsoDay, view: DayView) => void;
  onClick: (view: DayView) => void;
  onHover: (day: IsoDay) => void;
  onFocusDay: (day: IsoDay) => void;
  withPrices: boolean;
}

function MonthGrid(props: MonthGridProps) {
  const titleId = useId();
  return (
    <div className={css.month} data-month={props.month}>
      <div className={css.monthTitle} id={titleId} aria-live={props.live ? 'polite' : undefined}>
        {monthTitle(props.month, props.locale)}
      </div>
      <table role="grid" className={css.grid} aria-labelledby={titleId}>
        {props.weekdayNames ? (
          <thead>
            <tr>
              {props.weekdayNames.map((w) => (
                <th key={w.long} scope="col" abbr={w.long} className={css.weekday}>
                  {w.short}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {props.views.map((row, i) => (
            <tr key={i}>
              {row.map((view, j) =>
                view ? (
                  <td
                    key={view.day}
                    role="gridcell"
                    data-day={view.day}
                    tabIndex={view.day === props.active ? 0 : -1}
                    aria-selected={Boolean(view.edge)}
                    aria-disabled={view.unselectable || undefined}
                    aria-label={props.name(view)}
                    className={dayClassName(css.day, view, Boolean(props.withPrices), props.today)}
                    onClick={() => props.onClick(view)}
                    onKeyDown={(event) => props.onKeyDown(event, view.day, view)}
                    onMouseEnter={() => props.onHover(view.day)}
                    onFocus={() => props.onFocusDay(view.day)}
                  >
                    <DayContent view={view} promoText={props.promoText} />
                  </td>
                ) : (
                  <td key={`empty-${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
