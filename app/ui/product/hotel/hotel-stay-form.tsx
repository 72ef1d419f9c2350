import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { addDays } from '~/domain/calendar/dates';
import { firstSelectableDay } from '~/domain/calendar/selection';
import { MAX_CHECKIN_DAYS_AHEAD, MAX_NIGHTS } from '~/domain/product/hotel-page';
import type { HotelPageView } from '~/domain/product/hotel-view';
import { PAX_LIMITS, type TravellerKind } from '~/domain/travellers';
import { button } from '~/ui/button.css';
import { CalendarMonthLinks } from '~/ui/calendar/calendar-month-links';
import * as css from './hotel-page.css';

const TRAVELLERS: { kind: TravellerKind; param: 'a' | 'c' | 'b' }[] = [
  { kind: 'adults', param: 'a' },
  { kind: 'children', param: 'c' },
  { kind: 'babies', param: 'b' },
];

/** Parameters of the address the calendar's links keep (the stay and a selected offer). */
const CALENDAR_KEEPS = ['a', 'c', 'b', 'offer'];

/**
 * The date and traveller selector: a GET form (native date inputs) and, for the dates, the month
 * of the calendar as links priced with the hotel's cheapest night. 'Select' on an offer without
 * dates lands here with 'Please choose your travel dates.' and keeps the offer for after.
 */
export function HotelStayForm({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const { stay, page, clock } = data;
  const params = new URLSearchParams(data.search);
  const offer = params.get('offer');
  const calendarQuery = new URLSearchParams();
  for (const name of CALENDAR_KEEPS) {
    const value = params.get(name);
    if (value) calendarQuery.set(name, value);
  }
  const first = firstSelectableDay(clock);
  const last = addDays(clock.today, MAX_CHECKIN_DAYS_AHEAD);
  return (
    <section id="dates" className={css.section} aria-labelledby="dates-title">
      <h2 id="dates-title" className={css.sectionTitle}>
        {t('stay.title')}
      </h2>
      <Form method="get" action={`${page.hotel.path}#products`} className={css.stayForm} preventScrollReset>
        {data.states.datesPrompt ? (
          <p role="alert" className={css.alert}>
            {t('stay.chooseDates')}
          </p>
        ) : null}
        <fieldset className={css.fields}>
          <legend className="visually-hidden">{t('stay.title')}</legend>
          <label className={css.field}>
            {t('stay.checkin')}
            <input
              className={css.input}
              type="date"
              name="checkin"
              min={first}
              max={last}
              defaultValue={stay.checkin ?? ''}
            />
          </label>
          <label className={css.field}>
            {t('stay.checkout')}
            <input
              className={css.input}
              type="date"
              name="checkout"
              min={addDays(first, 1)}
              max={addDays(last, MAX_NIGHTS)}
              defaultValue={stay.checkout ?? ''}
            />
          </label>
          {TRAVELLERS.map(({ kind, param }) => {
            const { min, max } = PAX_LIMITS[kind];
            return (
              <label key={kind} className={css.field}>
                {t(`stay.${kind}`)}
                <select className={css.input} name={param} defaultValue={String(stay[kind])}>
                  {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
          {offer ? <input type="hidden" name="offer" value={offer} /> : null}
          <button type="submit" className={button.brand}>
            {t('stay.submit')}
          </button>
        </fieldset>
        <CalendarMonthLinks
          month={data.calendar.month}
          clock={clock}
          selection={{
            checkin: stay.checkin,
            // a check-in alone in the address (a first click) waits for the check-out's click
            checkout: stay.checkin && params.get('checkout') ? stay.checkout : undefined,
          }}
          availability={data.calendar.availability}
          locale={data.bcp47}
          path={page.hotel.path}
          query={calendarQuery}
          anchor="dates"
        />
      </Form>
    </section>
  );
}
