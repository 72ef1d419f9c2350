import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { isDated, stayParams, withQuery } from '~/domain/product/hotel-page';
import type { HotelOfferView, HotelPageView, HotelRoomView } from '~/domain/product/hotel-view';
import { button } from '~/ui/button.css';
import { OfferPrice } from './offer-price';
import * as css from './hotel-page.css';

/** The opener of an offer's detail: the focus returns there when the detail closes. */
export const selectButtonId = (roomId: number) => `hotel-room-${roomId}-select`;

/**
 * Offers (`#products`): the rooms, each with its offers as a radio choice (the first bookable one
 * chosen) and 'Select' (a GET form: without dates it asks for them, with dates it opens the offer's
 * detail); a plain list of offers when the hotel's offers are of one room; the empty states.
 */
export function HotelOffers({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const { page, stay } = data;
  const offerCount = page.rooms.reduce((n, r) => n + r.offers.length, 0);
  return (
    <section id="products" className={css.section} aria-labelledby="products-title">
      <h2 id="products-title" className={css.sectionTitle}>
        {t('offers.title')}
      </h2>
      {page.datesLabel ? <p>{t('offers.forDates', page.datesLabel)}</p> : null}
      {offerCount === 0 ? (
        <p className={css.notice}>{t('offers.none')}</p>
      ) : page.noAvailability ? (
        <div className={css.notice} role="status">
          <p>
            <strong>{t('offers.noAvailability')}</strong>
          </p>
          <p>{t('offers.advice')}</p>
          <a
            className={button.outline}
            href={`${page.hotel.path}${withQuery(stayParams(stay, { withDates: false }))}#products`}
          >
            {t('offers.seeAll')}
          </a>
        </div>
      ) : page.roomsApply ? (
        <ul className={css.rooms}>
          {page.rooms.map((room) => (
            <li key={room.id} className={css.card}>
              <h3 className={css.roomTitle}>{room.label}</h3>
              <p className={css.muted}>
                {t('offers.roomFacts', { size: room.sizeM2, count: room.capacity })} · {room.bedding}
              </p>
              <RoomOffers data={data} room={room} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={css.card}>
          <RoomOffers data={data} room={page.rooms[0]} />
        </div>
      )}
    </section>
  );
}

function RoomOffers({ data, room }: { data: HotelPageView; room: HotelRoomView }) {
  const { t } = useTranslation('hotel');
  const dated = isDated(data.stay);
  const chosen = room.offers.find((o) => o.price !== null)?.id;
  const hidden = [...stayParams(data.stay).entries()];
  return (
    <Form method="get" action={`${data.page.hotel.path}#${dated ? 'products' : 'dates'}`} preventScrollReset>
      <fieldset className={css.offerList}>
        <legend className="visually-hidden">{t('offers.choose', { room: room.label })}</legend>
        {room.offers.map((offer) => (
          <OfferOption key={offer.id} data={data} offer={offer} checked={offer.id === chosen} dated={dated} />
        ))}
      </fieldset>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        id={selectButtonId(room.id)}
        type="submit"
        className={button.primary}
        disabled={chosen === undefined}
      >
        {t('offers.select')}
      </button>
    </Form>
  );
}

function OfferOption({
  data,
  offer,
  checked,
  dated,
}: {
  data: HotelPageView;
  offer: HotelOfferView;
  checked: boolean;
  dated: boolean;
}) {
  const { t } = useTranslation('hotel');
  const id = `hotel-offer-${offer.id}`;
  return (
    <label htmlFor={id} className={css.offerOption}>
      <input
        id={id}
        className={css.radio}
        type="radio"
        name="offer"
        value={offer.id}
        defaultChecked={checked}
        disabled={offer.price === null}
      />
      <span>{offer.label}</span>
      {offer.price ? (
        <OfferPrice price={offer.price} dated={dated} bcp47={data.bcp47} />
      ) : (
        <span className={css.muted}>{t('offers.notAvailable')}</span>
      )}
    </label>
  );
}
