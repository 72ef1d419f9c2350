import type { Market } from '~/domain/market';

/** The shop's name as written in structured data (the wordmark shows the same words). */
export const BRAND_NAME = 'Weekend Shop';

/** The shop's own rating as rich data: 4.5 out of 5 from 4146 reviews. */
export const ORGANIZATION_RATING = { ratingValue: 4.5, bestRating: 5, reviewCount: 4146 } as const;

/** schema.org Organization, as JSON-LD on the home page. */
export function organizationJsonLd(origin: string, market: Market) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${origin}/${market.code}`,
    logo: `${origin}/logo.png`,
    aggregateRating: { '@type': 'AggregateRating', ...ORGANIZATION_RATING },
  };
}
