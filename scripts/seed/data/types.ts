/**
 * Shapes of the hand-curated reference data the catalogue generator starts from.
 * Everything here is static, real-world data (places, names) or vocabulary in the
 * catalogue languages; the generator combines it deterministically.
 */

/** The catalogue languages. `en` is the source; fr, es, nl, it are complete. */
export type Language = 'en' | 'fr' | 'es' | 'nl' | 'it';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'es', 'nl', 'it'];

/** A text in every catalogue language. */
export type Localized = Record<Language, string>;

/** A localized text in the order en, fr, es, nl, it; omitted languages repeat the English (a name used everywhere). */
export const L = (en: string, fr = en, es = en, nl = en, it = en): Localized => ({ en, fr, es, nl, it });

export type CountryCode = 'FR' | 'ES' | 'BE' | 'NL' | 'IT';

export interface CountryRef {
  code: CountryCode;
  name: Localized;
  lat: number;
  lng: number;
}

export interface RegionRef {
  /** stable slug, unique across countries, e.g. 'fr-nouvelle-aquitaine' */
  key: string;
  country: CountryCode;
  name: Localized;
  lat: number;
  lng: number;
}

export interface DepartmentRef {
  /** stable slug, e.g. 'fr-gironde' */
  key: string;
  region: string; // RegionRef.key
  /** official code where one exists: '33' (FR département), 'M' (ES provincia code), 'RM' (IT provincia) */
  code: string;
  name: Localized;
  lat: number;
  lng: number;
}

export interface CityRef {
  key: string; // e.g. 'fr-bordeaux'
  department: string; // DepartmentRef.key
  name: Localized; // exonyms where they exist (Bruxelles / Brussel / Brussels / Bruselas / Bruxelles)
  lat: number; // WGS84, 4 decimals, real
  lng: number;
  postcode: string;
  population: number; // approximate, used to weight how many hotels a city gets
  /** touristic region keys this city belongs to (may be empty) */
  touristicRegions: string[];
  /** sea resort / ski resort / none */
  resort?: 'sea' | 'ski';
}

export interface TouristicRegionRef {
  key: string; // e.g. 'fr-cote-d-azur'
  country: CountryCode;
  name: Localized;
  lat: number;
  lng: number;
}

export interface PointOfInterestRef {
  key: string; // e.g. 'fr-mont-saint-michel'
  city: string; // nearest CityRef.key
  name: Localized;
  lat: number;
  lng: number;
}

export interface Geography {
  countries: CountryRef[];
  regions: RegionRef[];
  departments: DepartmentRef[];
  cities: CityRef[];
  touristicRegions: TouristicRegionRef[];
  pointsOfInterest: PointOfInterestRef[];
}
