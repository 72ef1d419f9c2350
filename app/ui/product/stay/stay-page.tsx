import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { parseGalleryState } from '~/domain/product/gallery-state';
import type { StayPageData } from '~/domain/product/stay-page';
import { ProductGallery } from '~/ui/product/product-gallery';
import { reviewsViewHrefs } from '~/domain/reviews/view-state';
import { RecentlyViewed, useRecordRecentlyViewed } from '~/ui/product/recently-viewed';
import { ReviewsBlock } from '~/ui/product/reviews-block';
import { ReviewsView } from '~/ui/product/reviews-view';
import { WishlistToggle } from '~/ui/product/wishlist-toggle';
import { Breadcrumb } from '~/ui/search/breadcrumb';
import { BookingPanel, BOOKING_PANEL_ID } from './booking-panel';
import { StayJsonLd } from './stay-json-ld';
import { OtherOffers, StayMap, Upsells } from './stay-extras';
import {
  ActivitiesSection,
  DescriptionSection,
  ExperienceSection,
  PracticalSection,
  RoomSection,
  SECTION_IDS,
} from './stay-sections';
import { StickyBookingBar } from './sticky-booking-bar';
import * as css from './stay-page.css';

/** The stay product page (booking or gifting flow). */
export function StayPage({ data }: { data: StayPageData }) {
  const { t } = useTranslation(['product', 'stay', 'results']);
  const gifting = data.query.flow === 'gifting';
  const search = data.search;
  const gallery = parseGalleryState(new URLSearchParams(search), data.images.length);
  const tabs: { id: string; label: string }[] = [
    { id: SECTION_IDS.description, label: t('product:tabs.description') },
    ...(data.room ? [{ id: SECTION_IDS.room, label: t('product:tabs.room') }] : []),
    { id: SECTION_IDS.experience, label: t('product:tabs.experience') },
    ...(data.activities.length > 0
      ? [{ id: SECTION_IDS.theExperience, label: t('product:tabs.theExperience') }]
      : []),
    ...(gifting ? [{ id: SECTION_IDS.gift, label: t('product:tabs.gift') }] : []),
    ...(data.reviews ? [{ id: SECTION_IDS.reviews, label: t('product:tabs.reviews') }] : []),
    { id: SECTION_IDS.hotel, label: t('product:tabs.hotel') },
    ...(data.practical ? [{ id: SECTION_IDS.practical, label: t('product:tabs.practical') }] : []),
  ];
  const review = data.hotel.review;
  const reviewsHref = reviewsViewHrefs(data.path, search, data.reviewsView?.state ?? null, data.language);
  useRecordRecentlyViewed({
    kind: 'stay',
    id: data.offerId,
    title: data.title,
    path: data.path,
    imageId: data.images[0]?.id ?? null,
    priceCents: data.fromPrice.sellCents,
    subtitle: `${data.hotel.label}, ${data.hotel.locationLabel}`,
  });
  return (
    <main id="main" className={css.page}>
      <Breadcrumb items={data.breadcrumb} origin={data.origin} />
      <ProductGallery
        images={data.images}
        title={data.title}
        state={gallery}
        search={search}
        layout="tiles"
        wishlist={<WishlistToggle item={{ kind: 'stay', id: data.offerId }} label={t('product:wishlist')} />}
      />
      <h1 className={css.title}>{data.title}</h1>
      <p className={css.hotelLine}>
        <a href={data.hotel.href}>{data.hotel.label}</a>
        {data.hotel.stars > 0 ? <span>{t('results:card.stars', { count: data.hotel.stars })}</span> : null}
        {review.average !== null ? (
          <span>{t('results:card.scoreLabel', { score: review.average.toLocaleString(data.locale) })}</span>
        ) : null}
        <span>{data.hotel.locationLabel}</span>
      </p>
      <nav className={css.tabs} aria-label={t('product:tabs.label')}>
        <ul className={css.tabList}>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a className={css.tab} href={`#${tab.id}`}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.layout}>
        <div>
          <DescriptionSection data={data} />
          {data.room ? <RoomSection room={data.room} /> : null}
          <ExperienceSection data={data} />
          {data.activities.length > 0 ? <ActivitiesSection data={data} /> : null}
          {gifting ? (
            <section id={SECTION_IDS.gift} className={css.section} aria-labelledby="gift-title">
              <h2 id="gift-title" className={css.sectionTitle}>
                {t('product:gift.howItWorks')}
              </h2>
              <p>{t('product:gift.text')}</p>
            </section>
          ) : null}
          {data.reviews ? (
            <div className={css.section}>
              <ReviewsBlock
                summary={data.reviews.summary}
                reviewsHref={reviewsHref({})}
                locale={data.locale}
              />
            </div>
          ) : null}
          {data.reviewsView ? (
            <ReviewsView page={data.reviewsView.page} hrefFor={reviewsHref} locale={data.locale} />
          ) : null}
          <section id={SECTION_IDS.hotel} className={css.section} aria-labelledby="hotel-title">
            <h2 id="hotel-title" className={css.sectionTitle}>
              {data.hotel.label}
            </h2>
            <p>{data.hotel.description}</p>
            <p>{data.hotel.address}</p>
            <StayMap
              map={data.map}
              label={t('stay:map', { hotel: data.hotel.label, place: data.hotel.locationLabel })}
            />
            <p>
              <a href={data.hotel.href}>{t('stay:hotelLink')}</a>
            </p>
          </section>
          {data.practical ? <PracticalSection data={data} practical={data.practical} /> : null}
          <Upsells upsells={data.upsells} locale={data.locale} />
        </div>
        <BookingPanel data={data} />
      </div>
      <OtherOffers cards={data.otherOffers} locale={data.locale} title={t('product:otherOffers')} />
      <RecentlyViewed currentPath={data.path} locale={data.locale} />
      <StayJsonLd data={data} />
      <StickyBookingBar
        panelId={BOOKING_PANEL_ID}
        title={data.title}
        price={formatMoney(data.price?.sellCents ?? data.fromPrice.sellCents, data.locale)}
      />
    </main>
  );
}
