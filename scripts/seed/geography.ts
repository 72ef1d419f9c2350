/** Places from the reference geography: ids, names in every language, search names, resorts. */
import { normalizeSearchText, slugify } from '../../app/domain/text';
import { geography } from './data/geography';
import { type CountryCode, LANGUAGES, type Localized } from './data/types';
import type { Writer } from './writer';

export interface City {
  id: number;
  key: string;
  slug: string;
  name: Localized;
  countryCode: CountryCode;
  departmentId: number;
  regionId: number;
  lat: number;
  lng: number;
  postcode: string;
  population: number;
  resort: 'sea' | 'ski' | null;
  touristic: boolean;
}

export interface Places {
  cities: City[];
  cityByKey: Map<string, City>;
  countryIds: Map<CountryCode, number>;
}

const slugOf = (key: string) => key.replace(/^[a-z]{2}-/, '');

export function writeGeography(w: Writer): Places {
  // Keys are looked up per type (a region and a city may share one, e.g. 'nl-utrecht'); the stored
  // key stays unique: a non-city place whose key a city also uses gets its type appended.
  const ids = new Map<string, number>();
  let next = 1;
  const idOf = (type: string, key: string) => {
    const id = ids.get(`${type}:${key}`);
    if (id === undefined) throw new Error(`Unknown ${type} key ${key}`);
    return id;
  };
  const cityKeys = new Set(geography.cities.map((c) => c.key));
  const usedKeys = new Set<string>();
  const storedKey = (type: string, key: string) => {
    let k = type !== 'city' && cityKeys.has(key) ? `${key}-${type.replace('_', '-')}` : key;
    while (usedKeys.has(k)) k = `${k}-${type.replace('_', '-')}`;
    usedKeys.add(k);
    return k;
  };
  const names = (id: number, name: Localized) => {
    for (const language of LANGUAGES) {
      w.insert('place_names', {
        place_id: id,
        language,
        name: name[language],
        search_name: normalizeSearchText(name[language]),
      });
    }
  };
  const base = {
    region_id: null,
    department_id: null,
    city_id: null,
    code: null,
    postcode: null,
    population: 0,
    resort: null,
  };

  const countryIds = new Map<CountryCode, number>();
  for (const c of geography.countries) {
    const id = next++;
    ids.set(`country:${c.code}`, id);
    countryIds.set(c.code, id);
    w.insert('places', {
      ...base,
      id,
      key: storedKey('country', c.code.toLowerCase()),
      type: 'country',
      country_code: c.code,
      lat: c.lat,
      lng: c.lng,
      slug: slugify(c.name.en),
    });
    names(id, c.name);
  }
  const regionCountry = new Map<string, CountryCode>();
  for (const r of geography.regions) {
    const id = next++;
    ids.set(`region:${r.key}`, id);
    regionCountry.set(r.key, r.country);
    w.insert('places', {
      ...base,
      id,
      key: storedKey('region', r.key),
      type: 'region',
      country_code: r.country,
      lat: r.lat,
      lng: r.lng,
      slug: slugOf(r.key),
    });
    names(id, r.name);
  }
  const departmentRegion = new Map<string, string>();
  for (const d of geography.departments) {
    const id = next++;
    ids.set(`department:${d.key}`, id);
    departmentRegion.set(d.key, d.region);
    w.insert('places', {
      ...base,
      id,
      key: storedKey('department', d.key),
      type: 'department',
      country_code: regionCountry.get(d.region)!,
      region_id: idOf('region', d.region),
      code: d.code,
      lat: d.lat,
      lng: d.lng,
      slug: slugOf(d.key),
    });
    names(id, d.name);
  }
  for (const t of geography.touristicRegions) {
    const id = next++;
    ids.set(`touristic_region:${t.key}`, id);
    w.insert('places', {
      ...base,
      id,
      key: storedKey('touristic_region', t.key),
      type: 'touristic_region',
      country_code: t.country,
      lat: t.lat,
      lng: t.lng,
      slug: slugOf(t.key),
    });
    names(id, t.name);
  }
  const cities: City[] = [];
  for (const c of geography.cities) {
    const id = next++;
    ids.set(`city:${c.key}`, id);
    const regionKey = departmentRegion.get(c.department)!;
    const city: City = {
      id,
      key: c.key,
      slug: slugOf(c.key),
      name: c.name,
      countryCode: regionCountry.get(regionKey)!,
      departmentId: idOf('department', c.department),
      regionId: idOf('region', regionKey),
      lat: c.lat,
      lng: c.lng,
      postcode: c.postcode,
      population: c.population,
      resort: c.resort ?? null,
      touristic: c.touristicRegions.length > 0,
    };
    cities.push(city);
    w.insert('places', {
      ...base,
      id,
      key: storedKey('city', c.key),
      type: 'city',
      country_code: city.countryCode,
      region_id: city.regionId,
      department_id: city.departmentId,
      lat: c.lat,
      lng: c.lng,
      postcode: c.postcode,
      population: c.population,
      resort: city.resort,
      slug: city.slug,
    });
    names(id, c.name);
  }
  for (const c of geography.cities) {
    for (const t of new Set(c.touristicRegions))
      w.insert('city_touristic_regions', {
        city_id: idOf('city', c.key),
        touristic_region_id: idOf('touristic_region', t),
      });
  }
  const cityByKey = new Map(cities.map((c) => [c.key, c]));
  for (const p of geography.pointsOfInterest) {
    const id = next++;
    ids.set(`poi:${p.key}`, id);
    const city = cityByKey.get(p.city)!;
    w.insert('places', {
      ...base,
      id,
      key: storedKey('poi', p.key),
      type: 'poi',
      country_code: city.countryCode,
      region_id: city.regionId,
      department_id: city.departmentId,
      city_id: city.id,
      lat: p.lat,
      lng: p.lng,
      slug: slugOf(p.key),
    });
    names(id, p.name);
  }
  return { cities, cityByKey, countryIds };
}
