/**
 * Gift boxes on a real seeded catalogue, on each engine: the listing shows only published codes
 * ending with EBOX, a box page shows the box in the market's language with its gifting options and
 * its stays 8 a page (the pages cover every stay of the family once), an unknown code is a 404, an
 * unpublished box a 410, a wrong slug a 301; the JSON API answers 200, 400 naming the field, or 404.
 * The production build (`npm run build` first) renders the 410 as 'Too late!' with noindex.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type LoaderFunctionArgs, type ServerBuild } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import boxesEn from '../../locales/en/boxes.json';
import errorsFr from '../../locales/fr/errors.json';
import boxesFr from '../../locales/fr/boxes.json';
import type { BoxDetailResponse, BoxOffersResponse, BoxesSearchResponse } from '~/domain/api/boxes';
import { apiErrorBody } from '~/domain/api/query';
import { bumpCatalogueVersion } from '~/server/cache/catalogue-version.server';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_NOW } from './databases';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown> | unknown;

const ROUTES = {
  boxes: () => import('~/routes/boxes'),
  box: () => import('~/routes/box'),
  search: () => import('~/routes/api/boxes-search'),
  detail: () => import('~/routes/api/box-product-detail'),
  offers: () => import('~/routes/api/box-offers'),
};

/** A loader's answer: its data, or the Response it returned or threw. */
async function run(route: keyof typeof ROUTES, target: string, params: Record<string, string>) {
  const loader = (await ROUTES[route]()).loader as Loader;
  try {
    const result = await loader({ request: new Request(`http://shop.test${target}`), params, context: {} });
    return result instanceof Response ? { response: result } : { data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown };
    throw thrown;
  }
}

describe.each(engines)('gift boxes on $name', (engine) => {
  let db: Db;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SESSION_SECRET: process.env.SESSION_SECRET };
  let closeShared: () => Promise<void>;

  beforeAll(async () => {
    const url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    // The routes read the process-wide database of DATABASE_URL: fresh modules read this one.
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

  /** The published, bookable offers of a family, as the stays of its boxes. */
  async function familyOfferIds(family: string): Promise<number[]> {
    const rows = await db
      .selectFrom('box_offers as bo')
      .innerJoin('offers as o', 'o.id', 'bo.offer_id')
      .innerJoin('hotels as h', 'h.id', 'o.hotel_id')
      .select('o.id')
      .where('bo.family', '=', family)
      .where('o.published', '=', 1)
      .where('h.active', '=', 1)
      .execute();
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** The digital box with the most stays (several pages of them). */
  async function aBox() {
    const rows = await db
      .selectFrom('boxes as b')
      .innerJoin('box_offers as bo', 'bo.family', 'b.family')
      .select(['b.code', 'b.family', 'b.slug'])
      .select((eb) => eb.fn.countAll().as('n'))
      .where('b.format', '=', 'digital')
      .where('b.published', '=', 1)
      .groupBy(['b.code', 'b.family', 'b.slug'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    return rows.sort((a, b) => Number(b.n) - Number(a.n) || a.code.localeCompare(b.code))[0];
  }

  const boxPage = (m: string, slug: string, code: string, query = '') =>
    run('box', `/${m}/boxes/p/${slug}/${code}${query}`, { market: m, slug, code });

  it('lists only published codes ending with EBOX, with their titles in the market language', async () => {
    const all = await db.selectFrom('boxes').select(['code', 'published']).execute();
    expect(all.some((b) => b.code.endsWith('PBOX'))).toBe(true);
    const expected = all
      .filter((b) => Number(b.published) === 1 && b.code.endsWith('EBOX'))
      .map((b) => b.code)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const { data } = await run('boxes', '/fr-fr/boxes', { market: 'fr-fr' });
    const page = data as { cards: { code: string; title: string; href: string }[]; title: string };
    expect(page.cards.map((c) => c.code).sort()).toEqual(expected);
    expect(page.title).toBe(boxesFr.listing.metaTitle);
    const titles = await db
      .selectFrom('box_translations')
      .select(['family', 'title'])
      .where('language', '=', 'fr')
      .execute();
    for (const card of page.cards) {
      expect(titles.map((t) => t.title)).toContain(card.title);
      expect(card.href).toMatch(new RegExp(`^/fr-fr/boxes/p/[a-z0-9-]+/${card.code}$`));
    }

    const { response } = await run('search', '/api/boxes/search?locale=es_ES', {});
    expect(response!.status).toBe(200);
    const json = (await response!.json()) as BoxesSearchResponse;
    expect(json.boxes.map((b) => b.code).sort()).toEqual(expected);
    expect(json.boxes[0].url.startsWith('/es-es/boxes/p/')).toBe(true);
  });

  it('shows a box with its content, gifting options and the first 8 of its stays', async () => {
    const box = await aBox();
    const ids = await familyOfferIds(box.family);
    expect(ids.length).toBeGreaterThan(8);
    const { data } = await boxPage('fr-fr', box.slug, box.code);
    const page = data as {
      box: { title: string; included: string[] };
      options: { format: string; href?: string }[];
      stays: { total: number; page: number; pageCount: number; cards: { id: number; href: string }[] };
      jsonLd: { '@type': string; offers: { priceCurrency: string } };
    };
    const fr = await db
      .selectFrom('box_translations')
      .select(['title'])
      .where('family', '=', box.family)
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow();
    expect(page.box.title).toBe(fr.title);
    expect(page.box.included.length).toBeGreaterThan(0);
    expect(page.options.map((o) => o.format)).toEqual(['digital', 'physical']);
    expect(page.options[1].href).toMatch(/-PBOX$/);
    expect(page.stays.total).toBe(ids.length);
    expect(page.stays.pageCount).toBe(Math.ceil(ids.length / 8));
    expect(page.stays.cards).toHaveLength(8);
    for (const card of page.stays.cards) {
      expect(ids).toContain(card.id);
      expect(card.href).toMatch(new RegExp(`^/fr-fr/stay/${card.id}/`));
    }
    expect(page.jsonLd).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR' } });

    // Italy sells no physical box: digital only, and the physical code is no page there.
    const italy = (await boxPage('it-it', box.slug, box.code)).data as typeof page;
    expect(italy.options.map((o) => o.format)).toEqual(['digital']);
    const physical = page.options[1].href!.split('/').pop()!;
    expect((await boxPage('it-it', box.slug, physical)).response?.status).toBe(404);
    expect((await boxPage('fr-fr', box.slug, physical)).data).toBeDefined();
  });

  it('pages the stays 8 at a time, every stay of the family exactly once', async () => {
    const box = await aBox();
    const ids = await familyOfferIds(box.family);
    const seen: number[] = [];
    const pageCount = Math.ceil(ids.length / 8);
    for (let page = 1; page <= pageCount; page++) {
      const { response } = await run('offers', `/api/boxes/${box.code}/offers?page=${page}&locale=nl_BE`, {
        code: box.code,
      });
      expect(response!.status).toBe(200);
      const json = (await response!.json()) as BoxOffersResponse;
      expect(json.searchDetails).toEqual({ totalCount: ids.length, page, pageSize: 8, pageCount });
      expect(json.exactMatch.length).toBe(page < pageCount ? 8 : ids.length - 8 * (pageCount - 1));
      for (const card of json.exactMatch) expect(card.href.startsWith('/nl-be/stay/')).toBe(true);
      seen.push(...json.exactMatch.map((card) => card.id));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);

    // Past the last page: no stays (the client stops there); the page address is a 404.
    const { response } = await run('offers', `/api/boxes/${box.code}/offers?page=${pageCount + 1}`, {
      code: box.code,
    });
    expect(((await response!.json()) as BoxOffersResponse).exactMatch).toEqual([]);
    expect((await boxPage('fr-fr', box.slug, box.code, `?page=${pageCount + 1}`)).response?.status).toBe(404);
    const second = (await boxPage('fr-fr', box.slug, box.code, '?page=2')).data as {
      stays: { cards: { id: number }[] };
    };
    expect(second.stays.cards.map((c) => c.id)).toEqual(seen.slice(8, 16));
  });

  it('answers an unknown code with 404, a bad input with 400 naming the field, a wrong slug with 301', async () => {
    const box = await aBox();
    expect((await boxPage('fr-fr', 'x', 'NO-SUCH-EBOX')).response?.status).toBe(404);
    expect((await boxPage('fr-fr', 'x', 'lower-case')).response?.status).toBe(404);
    expect((await boxPage('fr-fr', box.slug, box.code, '?page=abc')).response?.status).toBe(400);
    const moved = (await boxPage('fr-fr', 'old-slug', box.code, '?page=2')).response!;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/fr-fr/boxes/p/${box.slug}/${box.code}?page=2`);

    const unknown = (await run('detail', '/api/boxes/NO-SUCH-EBOX/product-detail', { code: 'NO-SUCH-EBOX' }))
      .response!;
    expect(unknown.status).toBe(404);
    const unknownOffers = (await run('offers', '/api/boxes/NO-SUCH-EBOX/offers', { code: 'NO-SUCH-EBOX' }))
      .response!;
    expect(unknownOffers.status).toBe(404);

    const cases: [keyof typeof ROUTES, string, Record<string, string>, string][] = [
      ['offers', `/api/boxes/${box.code}/offers?page=0`, { code: box.code }, 'page'],
      ['offers', `/api/boxes/${box.code}/offers?page=abc`, { code: box.code }, 'page'],
      ['offers', `/api/boxes/${box.code}/offers?locale=xx_XX`, { code: box.code }, 'locale'],
      ['detail', '/api/boxes/bad%20code/product-detail', { code: 'bad code' }, 'code'],
      ['search', '/api/boxes/search?locale=fr', {}, 'locale'],
    ];
    for (const [route, target, params, field] of cases) {
      const response = (await run(route, target, params)).response!;
      expect(response.status, target).toBe(400);
      const body = apiErrorBody.parse(await response.json());
      expect(
        body.error.fields?.map((f) => f.field),
        target,
      ).toContain(field);
    }

    const { response } = await run('detail', `/api/boxes/${box.code}/product-detail?locale=en_GB`, {
      code: box.code,
    });
    expect(response!.status).toBe(400);
    const ok = (await run('detail', `/api/boxes/${box.code}/product-detail?locale=it_IT`, { code: box.code }))
      .response!;
    expect(ok.status).toBe(200);
    const detail = (await ok.json()) as BoxDetailResponse;
    expect(detail).toMatchObject({ code: box.code, published: true, formats: { physical: null } });
    expect(detail.includedContent.length).toBeGreaterThan(0);
  });

  it('says Too late (410) for an unpublished box, and the listing drops it', async () => {
    const box = await aBox();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('boxes').set({ published: 0 }).where('code', '=', box.code).execute();
      await bumpCatalogueVersion(trx);
    });
    expect((await boxPage('fr-fr', box.slug, box.code)).response?.status).toBe(410);
    const { data } = await run('boxes', '/fr-fr/boxes', { market: 'fr-fr' });
    const codes = (data as { cards: { code: string }[] }).cards.map((c) => c.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain(box.code);
    const detail = (await run('detail', `/api/boxes/${box.code}/product-detail`, { code: box.code }))
      .response!;
    expect(((await detail.json()) as BoxDetailResponse).published).toBe(false);
  });
});

describe('box pages of the production build', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const BUILD = path.join(ROOT, 'build/server/index.js');
  const sqlite = engines.find((engine) => engine.name === 'sqlite')!;
  let db: Db;
  let handler: ReturnType<typeof createRequestHandler>;

  beforeAll(async () => {
    if (!existsSync(BUILD))
      throw new Error(`${BUILD} is missing: run \`npm run build\` first (npm test does).`);
    const url = sqlite.url();
    db = await openSeeded(sqlite, undefined, undefined, url);
    process.env.DATABASE_URL = url;
    process.env.SHOP_NOW = TEST_NOW;
    const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
    handler = createRequestHandler(build, 'production');
  }, 180_000);
  afterAll(() => closeDatabase(db));

  const escaped = (text: string) => text.replace(/'/g, '&#x27;');
  const get = (target: string) =>
    handler(new Request(`http://127.0.0.1${target}`, { headers: { Accept: 'text/html' } }));

  it("renders an unpublished box as 'Too late!' with status 410, noindex and a link to the listing", async () => {
    const box = await db
      .selectFrom('boxes')
      .select(['code', 'slug'])
      .where('format', '=', 'digital')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const live = await get(`/fr-fr/boxes/p/${box.slug}/${box.code}`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain(boxesFr.gifting.title);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('boxes').set({ published: 0 }).where('code', '=', box.code).execute();
      await bumpCatalogueVersion(trx);
    });
    const gone = await get(`/fr-fr/boxes/p/${box.slug}/${box.code}`);
    const html = await gone.text();
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`<h1`);
    expect(html).toContain(escaped(errorsFr.notFound.tooLate));
    expect(html).toContain(escaped(boxesFr.tooLate.text));
    expect(html).toMatch(/<a[^>]+href="\/fr-fr\/boxes"[^>]*>Voir d&#x27;autres offres<\/a>/);
    expect(boxesEn.tooLate.action).toBe('See other offers');
  });
});
