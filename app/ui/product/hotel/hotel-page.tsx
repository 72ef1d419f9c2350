import { useTranslation } from 'react-i18next';
import { imageUrl } from '~/domain/images';
import { keptParams, withQuery } from '~/domain/product/hotel-page';
import { hotelJsonLd } from '~/domain/product/hotel-json-ld';
import type { HotelPageView } from '~/domain/product/hotel-view';
import { reviewsViewHrefs } from '~/domain/reviews/view-state';
import { JsonLd } from '~/ui/json-ld';
import { ProductGallery } from '~/ui/product/product-gallery';
import { ReviewsBlock } from '~/ui/product/reviews-block';
import { ReviewsView } from '~/ui/product/reviews-view';
import { Breadcrumb } from '~/ui/search/breadcrumb';
import { HotelAbout } from './hotel-about';
import { HotelInfoDialog } from './hotel-info';
import { HotelNearby } from './hotel-nearby';
import { HotelOfferDetail } from './hotel-offer-detail';
import { HotelOffers } from './hotel-offers';
import { HotelStayForm } from './hotel-stay-form';
import * as css from './hotel-page.css';

/** The hotel page: every part, and the open URL state. */
export function HotelPage({ data }: { data: HotelPageView }) {
  const { t } = useTranslation('hotel');
  const { page, states } = data;
  const hotel = page.hotel;
  const m = `/${data.marketCode}`;
  const params = new URLSearchParams(data.search);
  const kept = keptParams(params);
  const stateHref = (extra: Record<string, string | undefined>) => `${hotel.path}${withQuery(kept, extra)}`;
  const breadcrumb = [
    { label: t('breadcrumb.home'), href: m },
    ...(hotel.city ? [{ label: hotel.city, href: `${m}/search/hotels?city=${hotel.cityId}` }] : []),
    { label: hotel.label, href: hotel.path },
  ];
  const reviewsHref = reviewsViewHrefs(
    hotel.path,
    withQuery(kept, {}),
    data.reviewsView?.state ?? null,
    data.language,
  );
  const offer = page.rooms.flatMap((r) => r.offers).find((o) => o.id === states.offerId);
  return (
    <main id="main" className={css.page}>
      <Breadcrumb items={breadcrumb} origin={data.origin} />
      <h1 className={css.heading}>{hotel.label}</h1>
      <p className={css.subtitle}>
        {hotel.stars > 0 ? `${t('stars', { count: hotel.stars })} · ` : ''}
        {[hotel.address, hotel.postcode, hotel.city].filter(Boolean).join(', ')}
      </p>
      <ProductGallery
        images={hotel.images.map((id) => ({ id, alt: '' }))}
        title={hotel.label}
        state={states.gallery}
        search={data.search}
        layout="tiles"
      />
      <nav aria-label={t('nav.label')} className={css.nav}>
        <ul className={css.navList}>
          <li>
            <a className={css.navLink} href="#about">
              {t('nav.about')}
            </a>
          </li>
          <li>
            <a className={css.navLink} href="#products">
              {t('nav.offers')}
            </a>
          </li>
          {page.reviews ? (
            <li>
              <a className={css.navLink} href="#reviews">
                {t('nav.reviews')}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <HotelStayForm data={data} />
      <HotelAbout data={data} infoHref={(info) => stateHref({ info })} />
      <HotelOffers data={data} />
      {page.reviews ? (
        <ReviewsBlock summary={page.reviews} reviewsHref={reviewsHref({})} locale={data.bcp47} />
      ) : null}
      {data.reviewsView ? (
        <ReviewsView page={data.reviewsView.page} hrefFor={reviewsHref} locale={data.bcp47} />
      ) : null}
      <HotelNearby data={data} />
      {states.info ? <HotelInfoDialog data={data} info={states.info} closeHref={stateHref({})} /> : null}
      {offer ? <HotelOfferDetail data={data} offer={offer} closeHref={`${stateHref({})}#products`} /> : null}
      <JsonLd
        data={hotelJsonLd({
          url: data.origin + hotel.path,
          name: hotel.label,
          description: hotel.description,
          stars: hotel.stars,
          address: hotel.address,
          postcode: hotel.postcode,
          city: hotel.city,
          countryCode: hotel.countryCode,
          lat: hotel.lat,
          lng: hotel.lng,
          imageUrls: hotel.images.slice(0, 5).map((id) => data.origin + imageUrl(id, '960_540')),
          reviewAverage: hotel.reviewAverage,
          reviewCount: hotel.reviewCount,
        })}
      />
    </main>
  );
}
