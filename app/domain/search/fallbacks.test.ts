import { describe, expect, it } from 'vitest';
import { parseSearchCriteria } from './criteria';
import { expandDestination, generateFallbacks } from './fallbacks';

const parse = (qs: string) => parseSearchCriteria(new URLSearchParams(qs), { today: '2026-11-22' });
const paris = { kind: 'city' as const, label: 'Paris', lat: 48.8566, lng: 2.3522 };

describe('expandDestination', () => {
  it('turns a city or point of interest into 30 km around its coordinates', () => {
    expect(expandDestination(parse('city=1'), paris)).toMatchObject({
      place: undefined,
      lat: 48.8566,
      lng: 2.3522,
      distanceMin: 0,
      distanceMax: 30,
    });
    expect(expandDestination(parse('poi=3'), { kind: 'poi', lat: 43.6, lng: 1.4 })).toMatchObject({
      distanceMax: 30,
    });
  });

  it('turns a department into its region and a region into its country', () => {
    expect(expandDestination(parse('department=5'), { kind: 'department', regionId: 2 })?.place).toEqual({
      type: 'region',
      id: 2,
    });
    expect(expandDestination(parse('region=2'), { kind: 'region', countryCode: 'FR' })).toMatchObject({
      place: undefined,
      country: 'FR',
    });
    expect(
      expandDestination(parse('touristicregion=9'), { kind: 'touristicregion', countryCode: 'ES' }),
    ).toMatchObject({ country: 'ES' });
  });

  it('cannot expand a country or no destination', () => {
    expect(expandDestination(parse('country=FR'), { kind: 'country', countryCode: 'FR' })).toBeUndefined();
    expect(expandDestination(parse(''), { kind: 'none' })).toBeUndefined();
  });
});

describe('generateFallbacks', () => {
  it('combines expand, remove category and remove dates, closest first', () => {
    const variants = generateFallbacks(
      parse('city=1&theme=26&checkin=2026-12-05&checkout=2026-12-06'),
      paris,
    );
    expect(variants.map((v) => v.key.value)).toEqual([
      'expand',
      'category',
      'dates',
      'expand+category',
      'expand+dates',
      'category+dates',
      'expand+category+dates',
    ]);
    expect(variants[0].sort).toBe('distance');
    expect(variants[1].sort).toBe('priceQuality');
    expect(variants[1].criteria.theme).toBeUndefined();
    expect(variants[2].criteria.checkin).toBeUndefined();
  });

  it('offers only what applies', () => {
    expect(generateFallbacks(parse('theme=23'), { kind: 'none' }).map((v) => v.key.value)).toEqual([
      'category',
    ]);
    expect(generateFallbacks(parse(''), { kind: 'none' })).toEqual([]);
    // dates are ignored in the gifting flow, so removing them is no fallback
    expect(
      generateFallbacks(parse('flow=gifting&checkin=2026-12-05&checkout=2026-12-06'), { kind: 'none' }),
    ).toEqual([]);
  });

  it('marks the destination type and around/expanded state in the key', () => {
    const [first] = generateFallbacks(parse('touristicregion=9'), {
      kind: 'touristicregion',
      countryCode: 'FR',
      label: 'Provence',
    });
    expect(first.key.destination).toEqual({
      value: 'Provence',
      type: 'touristic',
      isAround: false,
      isExpanded: true,
    });
    expect(first.sort).toBe('priceQuality');
  });
});
