/** The six markets of the shop. A market is a country + language pair living under its path prefix. */
export type Language = 'fr' | 'es' | 'nl' | 'it';
export type CountryCode = 'FR' | 'ES' | 'BE' | 'NL' | 'IT';
export type MarketCode = 'fr-fr' | 'es-es' | 'fr-be' | 'nl-be' | 'nl-nl' | 'it-it';

export interface Market {
  code: MarketCode;
  /** the original shop's locale id, e.g. fr_FR */
  locale: string;
  /** BCP 47 tag for `<html lang>`, hreflang and Intl, e.g. fr-FR */
  bcp47: string;
  language: Language;
  country: CountryCode;
  timeZone: string;
  /** autocomplete and popular dates are offered only for these */
  hasAutocomplete: boolean;
  /** the footer links to the press room for es_ES and fr_FR only */
  hasPressRoom: boolean;
}

export const MARKETS: readonly Market[] = [
  {
    code: 'fr-fr',
    locale: 'fr_FR',
    bcp47: 'fr-FR',
    language: 'fr',
    country: 'FR',
    timeZone: 'Europe/Paris',
    hasAutocomplete: true,
    hasPressRoom: true,
  },
  {
    code: 'es-es',
    locale: 'es_ES',
    bcp47: 'es-ES',
    language: 'es',
    country: 'ES',
    timeZone: 'Europe/Madrid',
    hasAutocomplete: true,
    hasPressRoom: true,
  },
  {
    code: 'fr-be',
    locale: 'fr_BE',
    bcp47: 'fr-BE',
    language: 'fr',
    country: 'BE',
    timeZone: 'Europe/Brussels',
    hasAutocomplete: true,
    hasPressRoom: false,
  },
  {
    code: 'nl-be',
    locale: 'nl_BE',
    bcp47: 'nl-BE',
    language: 'nl',
    country: 'BE',
    timeZone: 'Europe/Brussels',
    hasAutocomplete: true,
    hasPressRoom: false,
  },
  {
    code: 'nl-nl',
    locale: 'nl_NL',
    bcp47: 'nl-NL',
    language: 'nl',
    country: 'NL',
    timeZone: 'Europe/Amsterdam',
    hasAutocomplete: false,
    hasPressRoom: false,
  },
  {
    code: 'it-it',
    locale: 'it_IT',
    bcp47: 'it-IT',
    language: 'it',
    country: 'IT',
    timeZone: 'Europe/Rome',
    hasAutocomplete: false,
    hasPressRoom: false,
  },
] as const;

export const DEFAULT_MARKET: Market = MARKETS[0];

const byCode = new Map<string, Market>(MARKETS.map((m) => [m.code, m]));
const byLocale = new Map<string, Market>(MARKETS.map((m) => [m.locale, m]));

export function findMarket(code: string | undefined | null): Market | undefined {
  return code ? byCode.get(code.toLowerCase()) : undefined;
}

export function findMarketByLocale(locale: string | undefined | null): Market | undefined {
  return locale ? byLocale.get(locale) : undefined;
}

/** Markets that share a country with `market` (Belgium has fr and nl): the header's language selector. */
export function siblingLanguageMarkets(market: Market): Market[] {
  return MARKETS.filter((m) => m.country === market.country);
}

/** One market per country for the footer's country switcher (the first listed language of each). */
export function countrySwitcherMarkets(): Market[] {
  const seen = new Set<CountryCode>();
  return MARKETS.filter((m) => (seen.has(m.country) ? false : (seen.add(m.country), true)));
}

interface LanguageRange {
  tag: string;
  q: number;
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  return header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((r) => r.tag.length > 0 && r.q > 0)
    .sort((a, b) => b.q - a.q);
}

/**
 * The market that best fits an Accept-Language header: an exact language-country match first
 * (nl-BE -> nl-be), then the language alone (nl -> nl-nl, fr -> fr-fr), else fr-fr.
 */
export function marketForAcceptLanguage(header: string | null | undefined): Market {
  if (!header) return DEFAULT_MARKET;
  for (const { tag } of parseAcceptLanguage(header)) {
    const exact = byCode.get(tag.replace('_', '-'));
    if (exact) return exact;
    const language = tag.split('-')[0];
    const [region] = tag.split('-').slice(1);
    if (region) {
      const sameLanguage = MARKETS.find((m) => m.language === language && m.country === region.toUpperCase());
      if (sameLanguage) return sameLanguage;
    }
    const byLanguage = MARKETS.find((m) => m.language === language && m.code.endsWith(language));
    if (byLanguage) return byLanguage;
    const anyLanguage = MARKETS.find((m) => m.language === language);
    if (anyLanguage) return anyLanguage;
  }
  return DEFAULT_MARKET;
}
