import { useTranslation } from 'react-i18next';
import type { GalleryImage, GalleryState } from '~/domain/product/gallery-state';
import type { InfoPanel } from '~/domain/product/activity-page';
import type { PartyPriceView } from '~/domain/product/activity-party';
import { JsonLd } from '../../json-ld';
import { Breadcrumb, type BreadcrumbItem } from '../../search/breadcrumb';
import { ProductGallery } from '../product-gallery';
import { RecentlyViewed, useRecordRecentlyViewed } from '../recently-viewed';
import { WishlistToggle } from '../wishlist-toggle';
import { DescriptionExcerpt } from './description-excerpt';
import { PartyPricePanel } from './party-price-panel';
import { PracticalInfo } from './practical-info';
import * as css from './activity-page.css';

/** What the activity-only product page shows (the route's loader data). */
export interface ActivityPageView {
  marketCode: string;
  bcp47: string;
  origin: string;
  /** the canonical path, without query */
  path: string;
  /** the request's query string, kept by the page's state links */
  search: string;
  product: {
    id: number;
    label: string;
    description: string;
    schedules: string;
    niceToKnow: string;
    importantInfo: string;
    validityMonths: number;
    centre: string;
    city: string;
    location: { lat: number; lng: number };
    activities: { id: number; name: string; description: string; durationMinutes: number; main: boolean }[];
  };
  images: GalleryImage[];
  gallery: GalleryState;
  party: number;
  prices: PartyPriceView[];
  info: InfoPanel | null;
  breadcrumb: BreadcrumbItem[];
  jsonLd: unknown;
}

export function ActivityPage({ view }: { view: ActivityPageView }) {
  const { t } = useTranslation('activity');
  const { product } = view;
  const price = view.prices.find((p) => p.partySize === view.party);
  useRecordRecentlyViewed({
    kind: 'activity',
    id: product.id,
    title: product.label,
    path: view.path,
    imageId: view.images[0]?.id ?? null,
    priceCents: price?.perPersonCents ?? null,
    subtitle: t('centreIn', { centre: product.centre, city: product.city }),
  });
  return (
    <main id="main" className={css.page}>
      <JsonLd data={view.jsonLd} />
      <div className={css.wide}>
        <Breadcrumb items={view.breadcrumb} origin={view.origin} />
      </div>
      <div className={css.main}>
        <ProductGallery
          images={view.images}
          title={product.label}
          state={view.gallery}
          search={view.search}
          layout="carousel"
          wishlist={<WishlistToggle item={{ kind: 'activity', id: product.id }} label={t('wishlist')} />}
        />
        <header className={css.section}>
          <h1 className={css.title}>{product.label}</h1>
          <p className={css.subtitle}>{t('centreIn', { centre: product.centre, city: product.city })}</p>
        </header>
        <section className={css.section} aria-labelledby="program-title">
          <h2 id="program-title" className={css.heading}>
            {t('program')}
          </h2>
          <DescriptionExcerpt text={product.description} />
        </section>
        <section className={css.section} aria-labelledby="activities-title">
          <h2 id="activities-title" className={css.heading}>
            {t('activities')}
          </h2>
          <ul className={css.list}>
            {product.activities.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong>
                {a.main ? <span className={css.muted}> · {t('main')}</span> : null}
                <span className={css.muted}> · {t('duration', { count: a.durationMinutes })}</span>
                <br />
                {a.description}
              </li>
            ))}
          </ul>
        </section>
        <section className={css.section} aria-labelledby="locations-title">
          <h2 id="locations-title" className={css.heading}>
            {t('locations')}
          </h2>
          <p>{t('centreIn', { centre: product.centre, city: product.city })}</p>
        </section>
        <section className={css.section} aria-labelledby="schedules-title">
          <h2 id="schedules-title" className={css.heading}>
            {t('schedules')}
          </h2>
          <p>{product.schedules}</p>
        </section>
        <section className={css.section} aria-labelledby="nice-title">
          <h2 id="nice-title" className={css.heading}>
            {t('niceToKnow')}
          </h2>
          <p>{product.niceToKnow}</p>
        </section>
        <section className={css.section} aria-labelledby="important-title">
          <h2 id="important-title" className={css.heading}>
            {t('importantInfo')}
          </h2>
          <p>{product.importantInfo}</p>
        </section>
        <PracticalInfo
          search={view.search}
          open={view.info}
          centre={product.centre}
          city={product.city}
          location={product.location}
          schedules={product.schedules}
          niceToKnow={product.niceToKnow}
          importantInfo={product.importantInfo}
          validityMonths={product.validityMonths}
        />
        <section className={css.section} aria-labelledby="how-title">
          <h2 id="how-title" className={css.heading}>
            {t('howItWorks.title')}
          </h2>
          <ol className={css.steps}>
            <li>{t('howItWorks.choose')}</li>
            <li>{t('howItWorks.give')}</li>
            <li>{t('howItWorks.book')}</li>
          </ol>
        </section>
      </div>
      <PartyPricePanel
        marketCode={view.marketCode}
        bcp47={view.bcp47}
        productId={product.id}
        path={view.path}
        party={view.party}
        prices={view.prices}
        validityMonths={product.validityMonths}
      />
      <div className={css.wide}>
        <RecentlyViewed currentPath={view.path} />
      </div>
    </main>
  );
}
