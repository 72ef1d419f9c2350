import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDay } from '~/domain/calendar/dates';
import { popularDates, type HolidayCountry } from '~/domain/calendar/popular-dates';
import { isUnselectable, type CalendarContext } from '~/domain/calendar/selection';
import * as css from './calendar.css';

/**
 * Shortcuts above the months: the coming weekends and the country's public holidays that can still
 * be booked. Picking one chooses its whole range.
 */
export function PopularDatesList(props: {
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
