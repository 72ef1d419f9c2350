/**
 * Reads what the shoppers' mix needs from the catalogue database (DATABASE_URL): destinations with
 * their number of published offers, themes with theirs, the facilities shoppers filter by, and
 * the server's today.
 */
import { criterionOfPlace } from '../../app/domain/search/places';
import { createDatabase, type Db } from '../../app/server/db/db.server';
import { serverToday } from './today';
import { buildMix, type DestinationParam, type MixCatalogue, type MixDestination, type MixUrl } from './mix';

const bookable = (db: Db) =>
  db
    .selectFrom('offers as o')
    .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
    .where('o.published', '=', 1)
    .where('h.active', '=', 1);

async function readCatalogue(db: Db): Promise<MixCatalogue> {
  const [cities, departments, regions, countries, touristic, pois, themes, facilities] = await Promise.all([
    bookable(db)
      .innerJoin('places as p', 'p.id', 'h.city_id')
      .select(['p.id', 'p.resort'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy(['p.id', 'p.resort'])
      .execute(),
    bookable(db)
      .select(['h.department_id as id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('h.department_id')
      .execute(),
    bookable(db)
      .select(['h.region_id as id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('h.region_id')
      .execute(),
    bookable(db)
      .select(['h.country_code as id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('h.country_code')
      .execute(),
    bookable(db)
      .innerJoin('city_touristic_regions as t', 't.city_id', 'h.city_id')
      .select(['t.touristic_region_id as id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('t.touristic_region_id')
      .execute(),
    // A point of interest is searched around it: its nearest city's offers stand for its popularity.
    bookable(db)
      .innerJoin('places as p', 'p.city_id', 'h.city_id')
      .where('p.type', '=', 'poi')
      .select(['p.id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('p.id')
      .execute(),
    bookable(db)
      .innerJoin('offer_themes as t', 't.offer_id', 'o.id')
      .select(['t.theme_id as id'])
      .select((eb) => eb.fn.countAll<number>().as('offers'))
      .groupBy('t.theme_id')
      .execute(),
    // Pets are a separate criterion (petsAllowed) in the shop's links: left out of facilities=.
    db
      .selectFrom('facilities')
      .select('code')
      .where('highlighted', '=', 1)
      .where('code', '!=', 'pets')
      .execute(),
  ]);

  const destinations: MixDestination[] = [];
  const add = (param: DestinationParam, rows: { id: number | string; offers: number | string }[]) => {
    for (const row of rows) {
      const offers = Number(row.offers);
      if (offers > 0) destinations.push({ param, value: String(row.id), offers });
    }
  };
  for (const city of cities) {
    add(criterionOfPlace('city', city.resort), [city]);
  }
  add('department', departments);
  add('region', regions);
  add('country', countries);
  add('touristicregion', touristic);
  add('poi', pois);
  // Database row order differs between engines: sort, so the same seed gives the same URLs on both.
  destinations.sort((a, b) => a.param.localeCompare(b.param) || a.value.localeCompare(b.value));
  return {
    destinations,
    themes: themes
      .map((theme) => ({ id: Number(theme.id), offers: Number(theme.offers) }))
      .sort((a, b) => a.id - b.id),
    facilities: facilities.map((row) => row.code).sort(),
  };
}

export interface ShoppersMix {
  today: string;
  seed: number;
  pool: MixUrl[];
}

/** Builds the pool of distinct search URLs from the catalogue of `databaseUrl`. */
export async function loadShoppersMix(
  databaseUrl: string,
  options: { seed: number; distinct: number },
): Promise<ShoppersMix> {
  const db = createDatabase(databaseUrl);
  try {
    const catalogue = await readCatalogue(db);
    const today = serverToday();
    return { today, seed: options.seed, pool: buildMix(catalogue, { ...options, today }) };
  } finally {
    await db.destroy();
  }
}
