import { imageUrl } from '~/domain/images';
import type { PartyPriceView } from '~/domain/product/activity-party';
import type { ActivityProduct } from './activity-product.server';

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
