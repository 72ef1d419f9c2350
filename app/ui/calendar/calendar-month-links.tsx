/**
 * The availability calendar without JavaScript (every journey works without it): one month as a table whose
 * selectable days are links. The link of a day carries the selection a click would make
 * (clickDay): the first link sets the check-in, then days after it set the check-out, and a day not
 * after the check-in starts again. Previous/next month are links with `month=yyyy-MM`; every other
 * query parameter of the page is kept. Pages that show prices render it server-side; with
 * JavaScript they may swap it for the interactive calendar.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, monthGrid, monthOf, type IsoDay, type IsoMonth } from '~/domain/calendar/dates';
import {
  canGoToNextMonth,
  canGoToPreviousMonth,
  clickDay,
  MAX_MONTHS_AHEAD,
  type AvailabilityMap,
  type ClockReading,
  type Selection,
} from '~/domain/calendar/selection';
import * as css from './calendar.css';
import { DayContent, dayClassName } from './day-cell';
import { dayName, dayView, monthTitle, weekdays } from './day-view';

export interface CalendarMonthLinksProps {
  /** the month shown (the page reads it from `?month=`); kept within this month and the next 11 */
  month: IsoMonth;
  clock: ClockReading;
  selection: Selection;
  availability?: AvailabilityMap;
  /** product pages: night counts allowed for the chosen check-in */
  allowedNights?: number[];
  stayNights?: number;
  giftValueCents?: number;
  /** BCP 47 locale for dates, e.g. fr-FR */
  locale: string;
  /** the page's path */
  path: string;
  /** the page's current query: links keep its other parameters */
  query?: string | URLSearchParams;
  /** a fragment for every link (e.g. the calendar's id, to land back on it) */
  anchor?: string;
  id?: string;
}

/** The shown month within [this month, this month + 11]. */
export function clampMonth(month: IsoMonth | undefined, clock: ClockReading): IsoMonth {
  const first = monthOf(clock.today);
  const last = addMonths(first, MAX_MONTHS_AHEAD - 1);
  if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < first) return first;
  return month > last ? last : month;
}

export function CalendarMonthLinks(props: CalendarMonthLinksProps) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const { clock, selection, locale } = props;
  const month = clampMonth(props.month, clock);
  const ctx = { clock, selection, availability: props.availability, allowedNights: props.allowedNights };

  const href = (changes: { checkin?: IsoDay; checkout?: IsoDay; month: IsoMonth }) => {
    const params = new URLSearchParams(props.query ?? '');
    if ('checkin' in changes) {
      params.delete('checkin');
      params.delete('checkout');
      if (changes.checkin) params.set('checkin', changes.checkin);
      if (changes.checkout) params.set('checkout', changes.checkout);
    }
    params.set('month', changes.month);
    return `${props.path}?${params.toString()}${props.anchor ? `#${props.anchor}` : ''}`;
  };

  const previous = canGoToPreviousMonth(month, clock) ? addMonths(month, -1) : undefined;
  const next = canGoToNextMonth(month, clock, 1) ? addMonths(month, 1) : undefined;

  return (
    <div className={css.links} id={props.id}>
      <div className={css.linksHeader}>
        {previous ? (
          <a
            className={css.iconButton}
            href={href({ month: previous })}
            rel="nofollow"
            aria-label={t('previousMonth')}
          >
            <span aria-hidden="true">‹</span>
          </a>
        ) : (
          <span />
        )}
        <div id={titleId} className={css.caption}>
          {monthTitle(month, locale)}
        </div>
        {next ? (
          <a
            className={css.iconButton}
            href={href({ month: next })}
            rel="nofollow"
            aria-label={t('nextMonth')}
          >
            <span aria-hidden="true">›</span>
          </a>
        ) : (
          <span />
        )}
      </div>
      <table className={css.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdays(locale).map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className={css.weekday}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((row, i) => (
            <tr key={i}>
              {row.map((day, j) => {
                if (!day) return <td key={`empty-${j}`} />;
                const view = dayView(day, ctx, {
                  stayNights: props.stayNights,
                  giftValueCents: props.giftValueCents,
                });
                const className = dayClassName(css.linkDay, view, Boolean(props.availability));
                const name = dayName(view, locale, t);
                const content = <DayContent view={view} promoText={(percent) => t('promo', { percent })} />;
                if (view.unselectable) {
                  return (
                    <td key={day} className={className}>
                      {content}
                      <span className="visually-hidden">{name}</span>
                    </td>
                  );
                }
                const chosen = clickDay(selection, day).selection;
                return (
                  <td key={day} className={className}>
                    <a
                      className={css.dayLink}
                      href={href({ checkin: chosen.checkin, checkout: chosen.checkout, month })}
                      rel="nofollow"
                      aria-label={name}
                      aria-current={view.edge ? 'date' : undefined}
                    >
                      {content}
                    </a>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
