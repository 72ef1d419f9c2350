import { useTranslation } from 'react-i18next';
import { stayParams, withQuery } from '~/domain/product/hotel-page';
import type { HotelOfferView, HotelPageView } from '~/domain/product/hotel-view';
import { button } from '~/ui/button.css';
import { CancellationText } from './cancellation-text';
import { selectButtonId } from './hotel-offers';
import { OfferPrice } from './offer-price';
import * as css from './hotel-page.css';
import { UrlStateDialog } from './url-state-dialog';

/**
 * An offer's detail for the dates (`?offer=…`): its price for them, its program, its cancellation
 * and the link to its stay page with the same criteria. A bottom drawer on phones.
 */
export function HotelOfferDetail({
  data,
  offer,
  closeHref,
}: {
  data: HotelPageView;
  offer: HotelOfferView;
  closeHref: string;
}) {
  const { t } = useTranslation('hotel');
  const room = data.page.rooms.find((r) => r.offers.some((o) => o.id === offer.id));
  const stayHref = `/${data.marketCode}/stay/${offer.id}/${offer.slug}${withQuery(stayParams(data.stay))}`;
  return (
    <UrlStateDialog
      title={offer.label}
      closeHref={closeHref}
      closeLabel={t('close')}
      variant="drawer"
      returnFocusId={room ? selectButtonId(room.id) : undefined}
    >
      {data.page.datesLabel ? <p>{t('offers.forDates', data.page.datesLabel)}</p> : null}
      {offer.price ? (
        <p>
          <OfferPrice price={offer.price} dated bcp47={data.bcp47} />
        </p>
      ) : (
        <p className={css.alert}>{t('offers.notAvailable')}</p>
      )}
      {offer.program.length ? (
        <>
          <h3>{t('offers.program')}</h3>
          <ul className={css.program}>
            {offer.program.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={css.muted}>
        <CancellationText policy={offer.cancellation} bcp47={data.bcp47} />
      </p>
      {offer.price ? (
        <a className={button.primary} href={stayHref}>
          {t('offers.seeStay')}
        </a>
      ) : null}
    </UrlStateDialog>
  );
}
