import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import type { HotelInfoState } from '~/domain/product/hotel-page';
import type { HotelPageView } from '~/domain/product/hotel-view';
import { hasLocalTax } from '~/domain/product/local-tax';
import { infoOpenerId } from './hotel-about';
import { CancellationText } from './cancellation-text';
import * as css from './hotel-page.css';
import { UrlStateDialog } from './url-state-dialog';

/** The information modals (`?info=…`): Getting there, Hours, Services and equipment, Things to know. */
export function HotelInfoDialog({
  data,
  info,
  closeHref,
}: {
  data: HotelPageView;
  info: HotelInfoState;
  closeHref: string;
}) {
  const { t } = useTranslation('hotel');
  return (
    <UrlStateDialog
      title={t(`info.${info}.title`)}
      closeHref={closeHref}
      closeLabel={t('close')}
      returnFocusId={infoOpenerId(info)}
    >
      {info === 'getting-there' ? <GettingThere data={data} /> : null}
      {info === 'hours' ? <Hours data={data} /> : null}
      {info === 'services' ? <Services data={data} /> : null}
      {info === 'things-to-know' ? <ThingsToKnow data={data} /> : null}
    </UrlStateDialog>
  );
}

function GettingThere({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const h = data.page.hotel;
  const parking = h.facilities.some((f) => f.code === 'parking');
  return (
    <dl className={css.defs}>
      <dt>{t('info.getting-there.address')}</dt>
      <dd>
        <address>{[h.address, `${h.postcode} ${h.city ?? ''}`.trim()].join(', ')}</address>
      </dd>
      <dt>{t('info.getting-there.parking')}</dt>
      <dd>{parking ? t('info.getting-there.parkingYes') : t('info.getting-there.parkingNo')}</dd>
    </dl>
  );
}

function Hours({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const h = data.page.hotel;
  return (
    <>
      <dl className={css.defs}>
        <dt>{t('info.hours.arrival')}</dt>
        <dd>{t('info.hours.from', { time: h.checkinTime })}</dd>
        <dt>{t('info.hours.departure')}</dt>
        <dd>{t('info.hours.until', { time: h.checkoutTime })}</dd>
      </dl>
      {h.infoGeneral ? <p>{h.infoGeneral}</p> : null}
    </>
  );
}

function Services({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const facilities = data.page.hotel.facilities;
  const main = facilities.filter((f) => !f.eco);
  const eco = facilities.filter((f) => f.eco);
  if (facilities.length === 0) return <p>{t('info.services.none')}</p>;
  return (
    <>
      {main.length ? (
        <ul className={css.facilities}>
          {main.map((f) => (
            <li key={f.code}>{f.label}</li>
          ))}
        </ul>
      ) : null}
      {eco.length ? (
        <>
          <h3>{t('info.services.eco')}</h3>
          <ul className={css.facilities}>
            {eco.map((f) => (
              <li key={f.code}>{f.label}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function ThingsToKnow({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const h = data.page.hotel;
  const money = (cents: number) => formatMoney(cents, data.bcp47);
  const offers = data.page.rooms.flatMap((r) => r.offers);
  return (
    <>
      <h3>{t('info.things-to-know.pets')}</h3>
      {h.pets.allowed ? (
        <ul>
          <li>{t('info.things-to-know.petsAllowed', { count: Math.max(1, h.pets.maxNumber) })}</li>
          {h.pets.priceCents ? (
            <li>{t('info.things-to-know.petsPrice', { price: money(h.pets.priceCents) })}</li>
          ) : null}
          {h.pets.maxWeightKg ? (
            <li>{t('info.things-to-know.petsWeight', { weight: h.pets.maxWeightKg })}</li>
          ) : null}
        </ul>
      ) : (
        <p>{t('info.things-to-know.petsNotAllowed')}</p>
      )}
      <h3>{t('info.things-to-know.localTax')}</h3>
      <p>
        {!hasLocalTax(h.localTax)
          ? t('info.things-to-know.localTaxNotIncluded')
          : h.localTax.type === 'BOOKING_PERCENTAGE'
            ? t('info.things-to-know.localTaxPercentage', { percent: h.localTax.percentage })
            : t('info.things-to-know.localTaxPerPerson', { price: money(h.localTax.amountCents) })}
      </p>
      {offers.length ? (
        <>
          <h3>{t('info.things-to-know.cancellation')}</h3>
          <ul>
            {offers.map((o) => (
              <li key={o.id}>
                {o.label}: <CancellationText policy={o.cancellation} bcp47={data.bcp47} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
