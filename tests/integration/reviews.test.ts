/**
 * Reviews on a real database, both engines: the reviews block's summary, the pages of 10 of the
 * reviews view (every review once, each sort really sorted, the language filter and its fallback) and
 * the JSON API (its schema, 404 for an unknown hotel, 400 naming a bad parameter).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorBody } from '~/domain/api/query';
import { hotelReviewsResponse } from '~/domain/api/reviews';
import { REVIEW_SORTS, type ReviewSort } from '~/domain/reviews/query';
import type { ReviewItem } from '~/domain/reviews/summary';
import type { Db } from '~/server/db/db.server';
import { loadReviewSummary } from '~/server/reviews/review-summary.server';
import { loadReviewsPage } from '~/server/reviews/reviews-page.server';
import { closeDatabase, engines, openSeeded } from './databases';

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

/** The hotel given a known set of reviews: 15 in French, 12 in Dutch, none in Italian. */
const FR = 15;
const NL = 12;

describe.each(engines)('reviews on $name', (engine) => {
  let db: Db;
  let hotelId: number;
  let seededHotel: { id: number; review_count: number; review_average: number | null };
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: process.env.SESSION_SECRET };
  let closeShared: () => Promise<void>;

  beforeAll(async () => {
    const url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    const hotels = await db
      .selectFrom('hotels')
      .select(['id', 'review_count', 'review_average'])
      .where('review_count', '>=', 6)
      .orderBy('id')
      .limit(2)
      .execute();
    expect(hotels).toHaveLength(2);
    seededHotel = hotels[0];
    hotelId = hotels[1].id;
    await db.deleteFrom('reviews').where('hotel_id', '=', hotelId).execute();
    const { maxId } = await db
      .selectFrom('reviews')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    // Repeated scores and dates, so that the sorts must break ties to page stably.
    const rows = Array.from({ length: FR + NL }, (_, i) => ({
      id: Number(maxId) + 1 + i,
      hotel_id: hotelId,
      language: i < FR ? 'fr' : 'nl',
      customer_name: `Guest ${i}`,
      traveller_type: 'couple' as const,
      stay_month: '2026-09',
      created_on: `2026-10-${String(1 + (i % 9)).padStart(2, '0')}`,
      average: 6 + (i % 5),
      welcoming: 8,
      comfort: 7,
      cleanliness: 9,
      food: 6,
      localization: 10,
      price_quality: 8.5,
      positive: i % 4 === 0 ? '' : `Liked it ${i}`,
      negative: '',
    }));
    await db.insertInto('reviews').values(rows).execute();
    await db
      .updateTable('hotels')
      .set({ review_count: FR + NL, review_average: 8.1 })
      .where('id', '=', hotelId)
      .execute();

    process.env.DATABASE_URL = url;
    process.env.SESSION_SECRET ??= 'integration-tests-only-secret-0123456789';
    vi.resetModules();
    closeShared = (await import('~/server/db/db.server')).closeDb;
  }, 180_000);

  afterAll(async () => {
    await closeShared?.();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await closeDatabase(db);
  });

  async function api(path: string, hotel: string | number = hotelId) {
    const { loader } = (await import('~/routes/api/hotel-reviews')) as { loader: Loader };
    const response = await loader({
      request: new Request(`http://shop.test/api/hotel/${hotel}/reviews.json${path}`),
      params: { hotelId: String(hotel) },
      context: {},
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function allPages(sort: ReviewSort, language: 'fr' | 'nl' | null) {
    const first = await loadReviewsPage(db, {
      hotelId,
      sort,
      page: 1,
      language,
      withOtherLanguageFallback: false,
    });
    expect(first).not.toBeNull();
    const reviews: ReviewItem[] = [...first!.reviews];
    for (let page = 2; page <= first!.pageCount; page++) {
      const next = await loadReviewsPage(db, {
        hotelId,
        sort,
        page,
        language,
        withOtherLanguageFallback: false,
      });
      expect(next!.page).toBe(page);
      reviews.push(...next!.reviews);
    }
    return { first: first!, reviews };
  }

  it('summarises a seeded hotel: its figures, six sub-score averages, 4 top reviews in the language first', async () => {
    const summary = await loadReviewSummary(db, seededHotel.id, 'fr');
    expect(summary).not.toBeNull();
    expect(summary!.count).toBe(seededHotel.review_count);
    expect(summary!.average).toBe(seededHotel.review_average);
    expect(summary!.subScores.map((s) => s.key)).toEqual([
      'welcoming',
      'comfort',
      'cleanliness',
      'food',
      'localization',
      'price_quality',
    ]);
    const rows = await db.selectFrom('reviews').selectAll().where('hotel_id', '=', seededHotel.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    const mean = rows.reduce((sum, r) => sum + r.comfort, 0) / rows.length;
    expect(summary!.subScores.find((s) => s.key === 'comfort')!.score).toBeCloseTo(mean, 1);
    const withText = rows.filter((r) => r.positive !== '');
    expect(summary!.top.length).toBe(Math.min(4, withText.length));
    const french = withText.filter((r) => r.language === 'fr').length;
    summary!.top.forEach((card, i) => {
      expect(card.positive).not.toBe('');
      if (i < french) expect(card.language).toBe('fr');
    });
  });

  it('fills the top 4 with other languages when the page’s language has fewer', async () => {
    const summary = await loadReviewSummary(db, hotelId, 'it');
    expect(summary!.top).toHaveLength(4);
    expect(summary!.top.map((t) => t.average)).toEqual(
      [...summary!.top.map((t) => t.average)].sort((a, b) => b - a),
    );
    expect(summary!.subScores.find((s) => s.key === 'price_quality')!.score).toBe(8.5);
    expect(await loadReviewSummary(db, 999_999_999, 'fr')).toBeNull();
  });

  it('pages by 10 and the pages cover every review exactly once, in every sort', async () => {
    for (const sort of REVIEW_SORTS) {
      const { first, reviews } = await allPages(sort, null);
      expect(first.pageSize).toBe(10);
      expect(first.reviews).toHaveLength(10);
      expect(first.totalCount).toBe(FR + NL);
      expect(first.pageCount).toBe(3);
      expect(reviews).toHaveLength(FR + NL);
      expect(new Set(reviews.map((r) => r.id)).size).toBe(FR + NL);

      const key = (r: ReviewItem) => (sort.startsWith('SCORE') ? r.average : r.date);
      for (let i = 1; i < reviews.length; i++) {
        const [a, b] = [key(reviews[i - 1]), key(reviews[i])];
        if (sort.endsWith('DESC')) expect(a >= b, `${sort} at ${i}`).toBe(true);
        else expect(a <= b, `${sort} at ${i}`).toBe(true);
      }
    }
  });

  it('filters by language, lists the languages and clamps a page past the end', async () => {
    const { first, reviews } = await allPages('DATE_DESC', 'nl');
    expect(first.totalCount).toBe(NL);
    expect(reviews.every((r) => r.language === 'nl')).toBe(true);
    expect(first.languages).toEqual([
      { language: 'fr', count: FR },
      { language: 'nl', count: NL },
    ]);
    const past = await loadReviewsPage(db, {
      hotelId,
      sort: 'DATE_DESC',
      page: 9,
      language: 'fr',
      withOtherLanguageFallback: false,
    });
    expect(past!.page).toBe(2);
    expect(past!.reviews).toHaveLength(FR - 10);
  });

  it('answers none in a language without reviews, or every language with the fallback', async () => {
    const none = await loadReviewsPage(db, {
      hotelId,
      sort: 'DATE_DESC',
      page: 1,
      language: 'it',
      withOtherLanguageFallback: false,
    });
    expect(none!.totalCount).toBe(0);
    expect(none!.reviews).toEqual([]);
    expect(none!.fallback).toBe(false);
    const fallback = await loadReviewsPage(db, {
      hotelId,
      sort: 'DATE_DESC',
      page: 1,
      language: 'it',
      withOtherLanguageFallback: true,
    });
    expect(fallback!.fallback).toBe(true);
    expect(fallback!.totalCount).toBe(FR + NL);
    expect(fallback!.reviews).toHaveLength(10);
    const french = await loadReviewsPage(db, {
      hotelId,
      sort: 'DATE_DESC',
      page: 1,
      language: 'fr',
      withOtherLanguageFallback: true,
    });
    expect(french!.fallback).toBe(false);
    expect(french!.totalCount).toBe(FR);
  });

  it('serves the API: a page in the locale’s language, sorted, with the score and details', async () => {
    const { status, body } = await api('?locale=nl_BE&sort=SCORE_ASC&page=2&client=msite');
    expect(status).toBe(200);
    const page = hotelReviewsResponse.parse(body);
    expect(page.language).toBe('nl');
    expect(page.totalCount).toBe(NL);
    expect(page.page).toBe(2);
    expect(page.list).toHaveLength(NL - 10);
    expect(page.list.every((r) => r.locale === 'nl')).toBe(true);
    expect(page.score).toBe(8.1);
    expect(page.details).toHaveLength(6);

    const fallback = hotelReviewsResponse.parse(
      (await api('?locale=it_IT&withOtherLanguageFallback=true')).body,
    );
    expect(fallback.fallback).toBe(true);
    expect(fallback.list).toHaveLength(10);
    const every = hotelReviewsResponse.parse((await api('?language=all&page=3')).body);
    expect(every.list).toHaveLength(FR + NL - 20);
  });

  it('answers 404 for an unknown hotel and 400 naming a bad parameter', async () => {
    const missing = await api('?locale=fr_FR', 999_999_999);
    expect(missing.status).toBe(404);
    for (const [query, field] of [
      ['?sort=PRICE', 'sort'],
      ['?page=0', 'page'],
      ['?locale=xx_XX', 'locale'],
      ['?withOtherLanguageFallback=maybe', 'withOtherLanguageFallback'],
      ['?language=klingon', 'language'],
    ] as const) {
      const { status, body } = await api(query);
      expect(status, query).toBe(400);
      expect(apiErrorBody.parse(body).error.fields?.map((f) => f.field)).toContain(field);
    }
    const badId = await api('', 'abc');
    expect(badId.status).toBe(400);
    expect(apiErrorBody.parse(badId.body).error.fields?.map((f) => f.field)).toContain('hotelId');
  });
});
