import { useTranslation } from 'react-i18next';
import type { BoxOfferJson } from '~/domain/api/boxes';
import { formatMoney } from '~/domain/format';
import type { BoxFormat } from '~/domain/product/box-rules';
import type { GalleryImage, GalleryState } from '~/domain/product/gallery-state';
import { button } from '../../button.css';
import { JsonLd } from '../../json-ld';
import { Breadcrumb, type BreadcrumbItem } from '../../search/breadcrumb';
import { ProductGallery } from '../product-gallery';
import { BoxGiftingOptions, type GiftingOption } from './box-gifting-options';
import { BoxStays } from './box-stays';
import * as css from './box-detail.css';

export interface BoxDetailView {
  code: string;
  title: string;
  description: string;
  included: string[];
  format: BoxFormat;
  validityMonths: number;
  priceCents: number;
  refPriceCents?: number;
  promoPercent?: number;
  /** the gift checkout with this box and format */
  offerHref: string;
}

export interface BoxDetailPageProps {
  box: BoxDetailView;
  images: GalleryImage[];
  gallery: GalleryState;
  search: string;
  breadcrumb: BreadcrumbItem[];
  origin: string;
  jsonLd: unknown;
  options: GiftingOption[];
  stays: { total: number; page: number; pageCount: number; cards: BoxOfferJson[] };
  apiLocale: string;
  bcp47: string;
  pageHref: (page: number) => string;
}

const HOW_IT_WORKS = ['step1', 'step2', 'step3'] as const;

/** The box page: gallery and summary, what it includes, its description, gifting options, how it works, its stays. */
export function BoxDetailPage(props: BoxDetailPageProps) {
  const { box, bcp47 } = props;
  const { t } = useTranslation('boxes');
  const money = (cents: number) => formatMoney(cents, bcp47);
  return (
    <main id="main" className={`container ${css.page}`}>
      <JsonLd data={props.jsonLd} />
      <Breadcrumb items={props.breadcrumb} origin={props.origin} />
      <div className={css.top}>
        <ProductGallery
          images={props.images}
          title={box.title}
          state={props.gallery}
          search={props.search}
          layout="tiles"
        />
        <div className={css.summary}>
          <h1 className={css.title}>{box.title}</h1>
          <p className={css.facts}>
            {t('detail.forTwo')} · {t('detail.validity', { count: box.validityMonths })}
          </p>
          <p className={css.price}>
            {box.refPriceCents !== undefined ? (
              <>
                <s className={css.ref} aria-hidden="true">
                  {money(box.refPriceCents)}
                </s>
                <span className="visually-hidden">
                  {t('card.refPrice', { price: money(box.refPriceCents) })}
                </span>
              </>
            ) : null}
            <strong className={box.promoPercent ? `${css.amount} ${css.amountPromo}` : css.amount}>
              {money(box.priceCents)}
            </strong>
            {box.promoPercent ? (
              <span className={css.promo}>{t('card.promoLabel', { percent: box.promoPercent })}</span>
            ) : null}
          </p>
          <p>
            <a className={button.primary} href={box.offerHref}>
              {t('detail.offer')}
            </a>
          </p>
          <section className={css.section} aria-labelledby="box-included">
            <h2 className={css.sectionTitle} id="box-included">
              {t('detail.included')}
            </h2>
            <ul className={css.list}>
              {box.included.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <section className={css.section} aria-labelledby="box-description">
        <h2 className={css.sectionTitle} id="box-description">
          {t('detail.description')}
        </h2>
        <p className={css.text}>{box.description}</p>
      </section>
      <BoxGiftingOptions options={props.options} current={box.format} />
      <section className={css.section} aria-labelledby="box-how">
        <h2 className={css.sectionTitle} id="box-how">
          {t('howItWorks.title')}
        </h2>
        <ol className={css.list}>
          {HOW_IT_WORKS.map((step) => (
            <li key={step}>{t(`howItWorks.${step}`)}</li>
          ))}
        </ol>
      </section>
      <BoxStays
        // a new page of the address starts its list again
        key={props.stays.page}
        code={box.code}
        apiLocale={props.apiLocale}
        bcp47={bcp47}
        total={props.stays.total}
        page={props.stays.page}
        pageCount={props.stays.pageCount}
        cards={props.stays.cards}
        pageHref={props.pageHref}
      />
    </main>
  );
}
