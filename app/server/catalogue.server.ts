/** Catalogue-wide look-ups: themes and the headline figures (tests, README, home page's '5000 stays'). */
import { type Db, dbOr } from './db/db.server';
import type { CatalogueLanguage } from './db/schema';

export interface Theme {
  id: number;
  key: string;
  name: string;
  position: number;
  /** part of the reduced-thematics experiment's list */
  reduced: boolean;
}

export async function listThemes(language: CatalogueLanguage, db?: Db): Promise<Theme[]> {
  const conn = await dbOr(db);
  const [themes, labels] = await Promise.all([
    conn
      .selectFrom('themes')
      .select(['id', 'key', 'position', 'reduced'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    conn
      .selectFrom('labels')
      .select(['code', 'name'])
      .where('kind', '=', 'theme')
      .where('language', '=', language)
      .execute(),
  ]);
  const names = new Map(labels.map((l) => [l.code, l.name]));
  return themes.map((t) => ({
    id: t.id,
    key: t.key,
    name: names.get(String(t.id)) ?? t.key,
    position: t.position,
    reduced: t.reduced === 1,
  }));
}

export interface CatalogueCounts {
  offers: number;
  publishedOffers: number;
  hotels: number;
  citiesWithCoordinates: number;
  /** calendar months touched by availability, from the first to the last day with a row */
  availabilityMonths: number;
  firstAvailableDay: string | null;
  lastAvailableDay: string | null;
  reviews: number;
  reviewLanguages: string[];
  marketsWithContent: string[];
}

function monthsBetween(first: string, last: string): number {
  const [y1, m1] = first.split('-').map(Number);
  const [y2, m2] = last.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

export async function catalogueCounts(db?: Db): Promise<CatalogueCounts> {
  const conn = await dbOr(db);
  const [offers, hotels, cities, firstDay, lastDay, reviews, languages, markets] = await Promise.all([
    conn
      .selectFrom('offers')
      .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.sum<number>('published').as('published')])
      .executeTakeFirstOrThrow(),
    conn
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    conn
      .selectFrom('places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'city')
      .where('lat', 'is not', null)
      .where('lng', 'is not', null)
      .executeTakeFirstOrThrow(),
    // Two queries: SQLite answers a lone min() or max() from the index, both together by a full scan.
    conn
      .selectFrom('offer_days')
      .select((eb) => eb.fn.min('day').as('day'))
      .executeTakeFirstOrThrow(),
    conn
      .selectFrom('offer_days')
      .select((eb) => eb.fn.max('day').as('day'))
      .executeTakeFirstOrThrow(),
    conn
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    conn.selectFrom('reviews').select('language').distinct().orderBy('language').execute(),
    conn.selectFrom('content_entries').select('market').distinct().orderBy('market').execute(),
  ]);
  const first = firstDay.day ?? null;
  const last = lastDay.day ?? null;
  return {
    offers: Number(offers.all),
    publishedOffers: Number(offers.published ?? 0),
    hotels: Number(hotels.n),
    citiesWithCoordinates: Number(cities.n),
    availabilityMonths: first && last ? monthsBetween(first, last) : 0,
    firstAvailableDay: first,
    lastAvailableDay: last,
    reviews: Number(reviews.n),
    reviewLanguages: languages.map((l) => l.language),
    marketsWithContent: markets.map((m) => m.market),
  };
}
