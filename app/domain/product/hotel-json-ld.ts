/**
 * schema.org Hotel of a hotel page: name, address and geo always; AggregateRating only when the
 * hotel has both a score and a count (a rating without them is invalid rich data).
 */
export interface HotelJsonLdInput {
  url: string;
  name: string;
  description: string;
  stars: number;
  address: string;
  postcode: string;
  city: string | null;
  countryCode: string;
  lat: number;
  lng: number;
  imageUrls: string[];
  reviewAverage: number | null;
  reviewCount: number;
}

export function hotelJsonLd(h: HotelJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': h.url,
    url: h.url,
    name: h.name,
    description: h.description,
    ...(h.imageUrls.length ? { image: h.imageUrls } : {}),
    ...(h.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: h.stars } } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: h.address,
      postalCode: h.postcode,
      ...(h.city ? { addressLocality: h.city } : {}),
      addressCountry: h.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: h.lat, longitude: h.lng },
    ...(h.reviewAverage !== null && h.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: h.reviewAverage,
            bestRating: 10,
            worstRating: 0,
            reviewCount: h.reviewCount,
          },
        }
      : {}),
  };
}
