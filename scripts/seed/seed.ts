/**
 * The catalogue generator (ADR 009), callable from the CLI (./index.ts) and from tests.
 * Deterministic: the same seed, scale and today give the same catalogue. Every entity draws from its
 * own random stream, forked from the seed by entity id.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Db } from '../../app/server/db/db.server';
import { buildCalendar } from './availability';
import { writeContent } from './content';
import { writeGeography } from './geography';
import { writeGifts } from './gifts';
import { allocateHotels, generateHotel, writeHotel } from './hotels';
import { offerCountFor, type OfferSummary, writeHotelOffers } from './offers';
import { writeActivityProducts } from './products';
import { Random } from './random';
import { generateReviews } from './reviews';
import { writeTaxonomy } from './taxonomy';
import { Writer } from './writer';

export interface SeedOptions {
  /** 1 = about 1,500 hotels and 5,000 offers; scales hotels, offers, products and reviews linearly */
  scale: number;
  /** yyyy-MM-dd: availability starts here */
  today: string;
  seed?: string;
  log?: (line: string) => void;
}

export interface SeedReport {
  seconds: number;
  counts: Record<string, number>;
}

export const DEFAULT_SEED = 'weekend-shop';
export const HOTELS_AT_SCALE_1 = 1520;
export const OFFERS_AT_SCALE_1 = 5100;
export const PRODUCTS_AT_SCALE_1 = 300;

/** True when the database already holds a catalogue (offers exist). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  try {
    const row = await db.selectFrom('offers').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  } catch {
    return false;
  }
}

/** Fills a freshly migrated, empty database. */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const scale = options.scale;
  if (!(scale > 0)) throw new Error('SEED_SCALE must be positive');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error('today must be yyyy-MM-dd');
  if (await hasCatalogue(db)) throw new Error('The database already holds a catalogue');
  const rng = new Random(options.seed ?? DEFAULT_SEED);
  const w = new Writer(db);
  const step = (label: string) =>
    log(`  ${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await w.begin();
  try {
    const places = writeGeography(w);
    writeTaxonomy(w);
    await w.drain(true);
    step('geography and taxonomy');

    // Hotels with rooms and reviews, then their offers and availability.
    const cal = buildCalendar(options.today);
    const hotelCount = Math.max(3, Math.round(HOTELS_AT_SCALE_1 * scale));
    const cities = allocateHotels(places.cities, hotelCount, rng.fork('allocation'));
    const counts = cities.map((_, i) => offerCountFor(rng.fork('offer-count', i + 1)));
    // Nudge the per-hotel counts so the catalogue has its target number of offers.
    const target = Math.min(7 * hotelCount, Math.max(hotelCount, Math.round(OFFERS_AT_SCALE_1 * scale)));
    const nudge = rng.fork('offer-nudge');
    let total = counts.reduce((s, n) => s + n, 0);
    while (total !== target) {
      const i = nudge.int(0, counts.length - 1);
      if (total < target && counts[i] < 7) {
        counts[i]++;
        total++;
      } else if (total > target && counts[i] > 1) {
        counts[i]--;
        total--;
      }
    }

    const offers: OfferSummary[] = [];
    let roomId = 1;
    let offerId = 1;
    let upsellId = 1;
    let reviewId = 1;
    for (let i = 0; i < cities.length; i++) {
      const id = i + 1;
      const hr = rng.fork('hotel', id);
      const hotel = generateHotel(id, cities[i], roomId, hr.fork('hotel'));
      roomId += hotel.rooms.length;
      const reviews = generateReviews(hotel, reviewId, options.today, hr.fork('reviews'));
      reviewId += reviews.rows.length;
      writeHotel(w, hotel, reviews.count, reviews.average, hr.fork('texts'));
      w.insertMany('reviews', reviews.rows);
      const result = writeHotelOffers(
        { w, cal, today: options.today },
        hotel,
        counts[i],
        offerId,
        upsellId,
        hr.fork('offers'),
      );
      offerId += result.summaries.length;
      upsellId += result.upsells;
      offers.push(...result.summaries);
      await w.drain();
    }
    step(`${hotelCount} hotels, ${offers.length} offers`);

    const boxes = writeGifts(w, offers);
    writeActivityProducts(
      w,
      places,
      Math.max(3, Math.round(PRODUCTS_AT_SCALE_1 * scale)),
      rng.fork('products'),
    );
    await w.drain(true);
    step('gifts and activities');

    writeContent(w, { places, offers, boxes, today: options.today }, rng.fork('content'));
    await w.commit();
    step('content');
  } catch (error) {
    await w.rollback();
    throw error;
  }

  if (w.engine === 'sqlite') {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`analyze`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
  step('analyze');
  return { seconds: (performance.now() - started) / 1000, counts: Object.fromEntries(w.counts) };
}
