import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '~/domain/calendar/dates';
import { formatMoney } from '~/domain/format';
import type { StayPageData } from '~/domain/product/stay-page';
import { criteriaParams, stayQueryString } from '~/domain/product/stay-query';
import { PAX_LIMITS, type TravellerKind } from '~/domain/travellers';
import { button } from '~/ui/button.css';
import { CalendarMonthLinks } from '~/ui/calendar/calendar-month-links';
import { PriceBanner } from './price-banner';
import { StayMessages } from './stay-messages';
import * as css from './stay-page.css';

export const BOOKING_PANEL_ID = 'booking';

/**
 * The booking panel: the message, the price (for the dates, else from), the price banner, the dates
 * (the server-rendered calendar's month links), the travellers (a GET form) and the call to action:
 * 'See prices' opens the calendar, 'Book' posts the criteria to the checkout.
 */
export function BookingPanel({ data }: { data: StayPageData }) {
  const { t } = useTranslation('product');
  const { query, locale, path } = data;
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (day: string) =>
    formatIsoDate(day, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  const at = (search: string, anchor = BOOKING_PANEL_ID) => `${path}${search}#${anchor}`;

  if (query.flow === 'gifting') {
    return (
      <aside id={BOOKING_PANEL_ID} className={css.panel} aria-labelledby="panel-title">
        <h2 id="panel-title" className={css.sectionTitle}>
          {t('gift.title')}
        </h2>
        <StayMessages messages={data.messages} locale={locale} />
        {data.giftPriceCents !== null ? (
          <p className={css.price}>{t('booking.from', { price: money(data.giftPriceCents) })}</p>
        ) : (
          <p>{t('gift.notGiftable')}</p>
        )}
      </aside>
    );
  }

  const price = data.price;
  return (
    <aside id={BOOKING_PANEL_ID} className={css.panel} aria-labelledby="panel-title">
      <h2 id="panel-title" className={css.sectionTitle}>
        {t('booking.title')}
      </h2>
      <StayMessages messages={data.messages} locale={locale} />
      {price ? (
        <div>
          <p>
            {price.promoPercent > 0 ? (
              <>
                <s className={css.refPrice}>
                  <span className="visually-hidden">{t('booking.refPrice')} </span>
                  {money(price.refCents)}
                </s>
                <span className={css.promo}>{t('booking.promo', { percent: price.promoPercent })}</span>
              </>
            ) : null}
          </p>
          <p className={css.price} data-testid="stay-price">
            {money(price.sellCents)}
          </p>
          <p className={css.muted}>
            {t('booking.nights', { count: price.nights })} ·{' '}
            {t('booking.perNight', { price: money(price.perNightCents) })}
          </p>
        </div>
      ) : (
        <p className={css.price}>
          {t('booking.from', { price: money(data.fromPrice.sellCents) })}{' '}
          <span className={css.muted}>{t('booking.nights', { count: data.fromPrice.nights })}</span>
        </p>
      )}
      {data.unavailable ? (
        <p className={css.alert} role="alert">
          {t('booking.noAvailability')}
        </p>
      ) : null}
      {data.banner ? (
        <PriceBanner
          banner={data.banner}
          locale={locale}
          open={query.priceInfo}
          openHref={at(stayQueryString(query, { priceInfo: true }), 'price-info')}
          closeHref={at(data.search)}
        />
      ) : null}
      <DatesBlock data={data} date={date} at={at} />
      <TravellersForm data={data} />
      {query.checkin && query.checkout && price ? (
        <form method="post" action={`/${data.marketCode}/checkout`}>
          <input type="hidden" name="productId" value={data.offerId} />
          <input type="hidden" name="checkin" value={query.checkin} />
          <input type="hidden" name="checkout" value={query.checkout} />
          <input type="hidden" name="nights" value={query.nights} />
          <input type="hidden" name="a" value={query.pax.adults} />
          <input type="hidden" name="c" value={query.pax.children} />
          <input type="hidden" name="b" value={query.pax.babies} />
          <button type="submit" className={button.primary}>
            {t('booking.book')}
          </button>
        </form>
      ) : query.calendarOpen ? null : (
        <a
          className={button.primary}
          href={at(stayQueryString(query, { checkin: null, dates: true }))}
          rel="nofollow"
        >
          {t('booking.seePrices')}
        </a>
      )}
    </aside>
  );
}

function DatesBlock({
  data,
  date,
  at,
}: {
  data: StayPageData;
  date: (day: string) => string;
  at: (search: string) => string;
}) {
  const { t } = useTranslation('product');
  const { query } = data;
  if (data.calendar) {
    const calendarQuery = new URLSearchParams(stayQueryString(query, { dates: true }));
    return (
      <div>
        <p role="status">{query.checkin ? t('booking.chooseCheckout') : t('booking.chooseDates')}</p>
        <CalendarMonthLinks
          month={data.calendar.month}
          clock={{ today: data.today, hour: data.hour }}
          selection={{ checkin: query.checkin, checkout: query.checkout }}
          availability={data.calendar.availability}
          allowedNights={data.calendar.allowedNights}
          stayNights={data.calendar.stayNights}
          locale={data.locale}
          path={data.path}
          query={calendarQuery}
          anchor={BOOKING_PANEL_ID}
        />
      </div>
    );
  }
  if (!query.checkin || !query.checkout) return null;
  return (
    <p>
      {t('booking.dates', { checkin: date(query.checkin), checkout: date(query.checkout) })}{' '}
      <a href={at(stayQueryString(query, { checkin: null, dates: true }))} rel="nofollow">
        {t('booking.changeDates')}
      </a>
    </p>
  );
}

const KINDS: { kind: TravellerKind; name: 'a' | 'c' | 'b' }[] = [
  { kind: 'adults', name: 'a' },
  { kind: 'children', name: 'c' },
  { kind: 'babies', name: 'b' },
];

/** The travellers as a GET form of the page: the other criteria travel as hidden fields. */
function TravellersForm({ data }: { data: StayPageData }) {
  const { t } = useTranslation('product');
  const kept = [...criteriaParams(data.query)].filter(([name]) => !['a', 'c', 'b'].includes(name));
  return (
    <form method="get" action={`${data.path}#${BOOKING_PANEL_ID}`}>
      <fieldset className={css.fieldset}>
        <legend>{t('booking.travellers')}</legend>
        {KINDS.map(({ kind, name }) => (
          <label key={kind} className={css.field}>
            {t(`booking.pax.${kind}`)}
            <input
              className={css.input}
              type="number"
              name={name}
              min={PAX_LIMITS[kind].min}
              max={PAX_LIMITS[kind].max}
              defaultValue={data.query.pax[kind]}
            />
          </label>
        ))}
      </fieldset>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={button.outline}>
        {t('booking.update')}
      </button>
    </form>
  );
}
