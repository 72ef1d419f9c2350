/**
 * What search engines and API clients read of an activity-only product page: its title and
 * description, its breadcrumb and its Product rich data.
 */
import { resultsPath } from '~/domain/flows';
import { imageUrl } from '~/domain/images';
import type { Market } from '~/domain/market';
import type { PartyPriceView } from '~/domain/product/activity-party';
import { excerptOf } from '~/domain/product/activity-text';
import { getFixedT } from '../i18n.server';
import type { ActivityProduct } from './activity-product.server';

export interface ActivityPageModel {
  pageTitle: string;
  metaDescription: string;
  breadCrumb: { label: string; url: string }[];
}

/** The page's title, its description (the wider screens' excerpt) and its breadcrumb, in the market's language. */
export async function activityPageModel(
  market: Market,
  product: Pick<ActivityProduct, 'label' | 'description' | 'centre' | 'city'>,
  path: string,
): Promise<ActivityPageModel> {
  const [t, results, common] = await Promise.all([
    getFixedT(market.language, 'activity'),
    getFixedT(market.language, 'results'),
    getFixedT(market.language, 'common'),
  ]);
  const excerpt = excerptOf(product.description);
  const search = resultsPath(market.code, 'activity');
  return {
    pageTitle: t('documentTitle', {
      label: product.label,
      centre: product.centre,
      city: product.city.name,
      brand: common('brand'),
    }),
    metaDescription: excerpt.head + excerpt.middle,
    breadCrumb: [
      { label: results('breadcrumb.home'), url: `/${market.code}` },
      { label: results('breadcrumb.search.activity'), url: search },
      { label: product.city.name, url: `${search}?city=${product.city.id}` },
      { label: product.label, url: path },
    ],
  };
}

/**
 * The page's Product rich data: one Offer at the price the canonical address shows (the lowest
 * priced party) for that party size.
 */
export function activityProductJsonLd(
  origin: string,
  path: string,
  product: Pick<ActivityProduct, 'id' | 'label' | 'description' | 'centre' | 'imageIds'>,
  prices: readonly PartyPriceView[],
) {
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const first = prices[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.label,
    description: product.description,
    sku: String(product.id),
    image: product.imageIds.map((id) => origin + imageUrl(id, '960_540')),
    brand: { '@type': 'Brand', name: product.centre },
    ...(first
      ? {
          offers: {
            '@type': 'Offer',
            url: origin + path,
            priceCurrency: 'EUR',
            price: euros(first.sellCents),
            availability: 'https://schema.org/InStock',
            eligibleQuantity: { '@type': 'QuantitativeValue', value: first.partySize },
          },
        }
      : {}),
  };
}
