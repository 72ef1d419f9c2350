/** The column types every table shares: languages, 0/1 booleans, calendar days and instants as text. */
export type CatalogueLanguage = 'en' | 'fr' | 'es' | 'nl' | 'it';
export type Bool = 0 | 1;
export type IsoDay = string; // yyyy-MM-dd
export type IsoInstant = string; // 2026-11-22T10:00:00.000Z
