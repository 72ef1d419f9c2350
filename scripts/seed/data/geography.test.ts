import { describe, it, expect } from 'vitest';
import { distanceKm as km } from '../../../app/domain/geo';
import { geography } from './geography';
import type { CountryCode, Localized } from './types';

const { countries, regions, departments, cities, touristicRegions, pointsOfInterest } = geography;

const BOXES: Record<CountryCode, { lat: [number, number]; lng: [number, number] }> = {
  FR: { lat: [41.3, 51.2], lng: [-5.2, 9.6] }, // incl. Corsica
  ES: { lat: [35.9, 43.9], lng: [-9.4, 4.4] }, // incl. Balearics, no Canaries
  BE: { lat: [49.4, 51.6], lng: [2.5, 6.5] },
  NL: { lat: [50.7, 53.6], lng: [3.3, 7.3] },
  IT: { lat: [36.6, 47.1], lng: [6.6, 18.6] },
};

const byKey = <T extends { key: string }>(items: T[]) => new Map(items.map((i) => [i.key, i]));
const regionByKey = byKey(regions);
const deptByKey = byKey(departments);
const cityByKey = byKey(cities);
const touristicByKey = byKey(touristicRegions);

const countryOfDept = (key: string): CountryCode => regionByKey.get(deptByKey.get(key)!.region)!.country;
const countryOfCity = (key: string): CountryCode => countryOfDept(cityByKey.get(key)!.department);

function inBox(country: CountryCode, p: { lat: number; lng: number }): boolean {
  const box = BOXES[country];
  return p.lat >= box.lat[0] && p.lat <= box.lat[1] && p.lng >= box.lng[0] && p.lng <= box.lng[1];
}

describe('geography reference data', () => {
  it('has at least 180 cities and cities in every country', () => {
    expect(cities.length).toBeGreaterThanOrEqual(180);
    for (const c of countries) {
      expect(cities.filter((city) => countryOfCity(city.key) === c.code).length, c.code).toBeGreaterThan(0);
    }
    expect(countries.map((c) => c.code).sort()).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
  });

  it('has unique, well-formed keys', () => {
    const all = [regions, departments, cities, touristicRegions, pointsOfInterest];
    for (const items of all) {
      const keys = items.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(/^(fr|es|be|nl|it)-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // area keys never collide across regions, departments and touristic regions
    const areas = [regions, departments, touristicRegions].flatMap((items) => items.map((i) => i.key));
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('resolves every reference', () => {
    const countryCodes = new Set(countries.map((c) => c.code));
    for (const r of regions) expect(countryCodes.has(r.country), r.key).toBe(true);
    for (const t of touristicRegions) expect(countryCodes.has(t.country), t.key).toBe(true);
    for (const d of departments) expect(regionByKey.has(d.region), `${d.key} -> ${d.region}`).toBe(true);
    for (const c of cities) {
      expect(deptByKey.has(c.department), `${c.key} -> ${c.department}`).toBe(true);
      for (const t of c.touristicRegions) expect(touristicByKey.has(t), `${c.key} -> ${t}`).toBe(true);
    }
    for (const p of pointsOfInterest) expect(cityByKey.has(p.city), `${p.key} -> ${p.city}`).toBe(true);
  });

  it('keeps key prefixes consistent with the country', () => {
    const prefix = (country: CountryCode) => `${country.toLowerCase()}-`;
    for (const r of regions) expect(r.key.startsWith(prefix(r.country)), r.key).toBe(true);
    for (const t of touristicRegions) expect(t.key.startsWith(prefix(t.country)), t.key).toBe(true);
    for (const d of departments) expect(d.key.startsWith(prefix(countryOfDept(d.key))), d.key).toBe(true);
    for (const c of cities) {
      const country = countryOfCity(c.key);
      expect(c.key.startsWith(prefix(country)), c.key).toBe(true);
      for (const t of c.touristicRegions)
        expect(touristicByKey.get(t)!.country, `${c.key} -> ${t}`).toBe(country);
    }
    for (const p of pointsOfInterest)
      expect(p.key.startsWith(prefix(countryOfCity(p.city))), p.key).toBe(true);
  });

  it('places every coordinate inside its country bounding box', () => {
    for (const c of countries) expect(inBox(c.code, c), c.code).toBe(true);
    for (const r of regions) expect(inBox(r.country, r), r.key).toBe(true);
    for (const t of touristicRegions) expect(inBox(t.country, t), t.key).toBe(true);
    for (const d of departments) expect(inBox(countryOfDept(d.key), d), d.key).toBe(true);
    for (const c of cities) expect(inBox(countryOfCity(c.key), c), c.key).toBe(true);
    for (const p of pointsOfInterest) expect(inBox(countryOfCity(p.city), p), p.key).toBe(true);
  });

  it('keeps places plausibly close to what they belong to', () => {
    for (const c of cities) {
      const d = deptByKey.get(c.department)!;
      expect(km(c, d), `${c.key} vs ${d.key}`).toBeLessThan(200);
      for (const t of c.touristicRegions) {
        expect(km(c, touristicByKey.get(t)!), `${c.key} vs ${t}`).toBeLessThan(350);
      }
    }
    for (const d of departments) {
      expect(km(d, regionByKey.get(d.region)!), `${d.key} vs ${d.region}`).toBeLessThan(350);
    }
    for (const p of pointsOfInterest) {
      expect(km(p, cityByKey.get(p.city)!), `${p.key} vs ${p.city}`).toBeLessThan(70);
    }
  });

  it('uses 4-decimal coordinates, positive populations and non-empty postcodes', () => {
    const points = [
      ...countries,
      ...regions,
      ...departments,
      ...cities,
      ...touristicRegions,
      ...pointsOfInterest,
    ];
    for (const p of points) {
      expect(Math.round(p.lat * 1e4) / 1e4).toBe(p.lat);
      expect(Math.round(p.lng * 1e4) / 1e4).toBe(p.lng);
    }
    for (const c of cities) {
      expect(c.population, c.key).toBeGreaterThan(0);
      expect(c.postcode, c.key).toMatch(/^\d{4,5}$/);
    }
  });

  it('has enough ski and sea resorts and points of interest', () => {
    expect(cities.filter((c) => c.resort === 'ski').length).toBeGreaterThanOrEqual(10);
    expect(cities.filter((c) => c.resort === 'sea').length).toBeGreaterThanOrEqual(25);
    expect(pointsOfInterest.length).toBeGreaterThanOrEqual(25);
  });

  it('localizes every name in all five languages', () => {
    const names: Localized[] = [
      ...countries.map((c) => c.name),
      ...regions.map((r) => r.name),
      ...departments.map((d) => d.name),
      ...cities.map((c) => c.name),
      ...touristicRegions.map((t) => t.name),
      ...pointsOfInterest.map((p) => p.name),
    ];
    for (const name of names) {
      expect(Object.keys(name).sort()).toEqual(['en', 'es', 'fr', 'it', 'nl']);
      for (const lang of ['en', 'fr', 'es', 'nl', 'it'] as const) {
        expect(typeof name[lang]).toBe('string');
        expect(name[lang].trim().length, `${name.en} [${lang}]`).toBeGreaterThan(0);
      }
    }
  });
});
