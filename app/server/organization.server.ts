import type { CountryCode, Market } from '~/domain/market';

/** The shop's name as written in structured data (the wordmark shows the same words). */
export const BRAND_NAME = 'Weekend Shop';

/** Organisation rich data: rating 4.5 out of 5 with 4146 reviews (search-and-discovery §9). */
export const ORGANIZATION_RATING = { ratingValue: 4.5, bestRating: 5, reviewCount: 4146 } as const;

/** Social profiles per country (product-gifting-content §2: "social links per country"). */
const SOCIAL: Record<CountryCode, string[]> = {
  FR: [
    'https://www.facebook.com/weekendshop.fr',
    'https://www.instagram.com/weekendshop_fr',
    'https://www.youtube.com/@weekendshop-fr',
  ],
  ES: ['https://www.facebook.com/weekendshop.es', 'https://www.instagram.com/weekendshop_es'],
  BE: ['https://www.facebook.com/weekendshop.be', 'https://www.instagram.com/weekendshop_be'],
  NL: ['https://www.facebook.com/weekendshop.nl', 'https://www.instagram.com/weekendshop_nl'],
  IT: ['https://www.facebook.com/weekendshop.it', 'https://www.instagram.com/weekendshop_it'],
};

/** schema.org Organization for the home page (quality-bars: JSON-LD Organization on home). */
export function organizationJsonLd(origin: string, market: Market) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${origin}/${market.code}`,
    logo: `${origin}/logo.png`,
    aggregateRating: { '@type': 'AggregateRating', ...ORGANIZATION_RATING },
    sameAs: SOCIAL[market.country],
  };
}
