import * as css from './calendar.css';
import type { DayView } from './day-view';

/**
 * The look of a day, shared by the interactive calendar and the month of links: its classes (with
 * prices, unavailable, in the stay, check-in or check-out) and what it shows (number, price, promo),
 * hidden from assistive technology, which reads the day's full name instead.
 */
export function dayClassName(base: string, view: DayView, withPrices: boolean, today?: string): string {
  return [
    base,
    withPrices && css.dayWithPrice,
    view.unselectable && css.dayDisabled,
    view.inRange && css.dayInRange,
    view.edge && css.dayEdge,
    today !== undefined && view.day === today && css.dayToday,
  ]
    .filter(Boolean)
    .join(' ');
}

export function DayContent({ view, promoText }: { view: DayView; promoText: (percent: number) => string }) {
  return (
    <>
      <span className={css.dayNumber} aria-hidden="true">
        {Number(view.day.slice(8))}
      </span>
      {view.price ? (
        <span className={`${css.price} ${view.bestPrice ? css.bestPrice : ''}`} aria-hidden="true">
          {view.price}
        </span>
      ) : null}
      {view.promo ? (
        <span className={`${css.promo} promo`} aria-hidden="true">
          {promoText(view.promo)}
        </span>
      ) : null}
    </>
  );
}
