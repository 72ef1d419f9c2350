import { describe, expect, it } from 'vitest';
import { hotelJsonLd, type HotelJsonLdInput } from './hotel-json-ld';

const hotel: HotelJsonLdInput = {
  url: 'https://shop.example/fr-fr/hotel/1/villa',
  name: 'Villa',
  description: 'A villa.',
  stars: 4,
  address: '1 rue X',
  postcode: '75001',
  city: 'Paris',
  countryCode: 'FR',
  lat: 48.85,
  lng: 2.35,
  imageUrls: [],
  reviewAverage: 8.5,
  reviewCount: 16,
};

describe('hotelJsonLd', () => {
  it('is a Hotel with its address, geo and rating', () => {
    const ld = hotelJsonLd(hotel);
    expect(ld['@type']).toBe('Hotel');
    expect(ld.address).toMatchObject({
      streetAddress: '1 rue X',
      postalCode: '75001',
      addressLocality: 'Paris',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.85, longitude: 2.35 });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 8.5, reviewCount: 16, bestRating: 10 });
  });

  it('has no AggregateRating without a score or without reviews', () => {
    expect(hotelJsonLd({ ...hotel, reviewAverage: null }).aggregateRating).toBeUndefined();
    expect(hotelJsonLd({ ...hotel, reviewCount: 0 }).aggregateRating).toBeUndefined();
  });
});
