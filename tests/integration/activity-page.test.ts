/**
 * The activity-only product page, its JSON API and the sitemap, through the production server
 * (`npm run build` first) on a seeded catalogue of each engine: the page in the six markets and
 * their languages, its redirects and errors, the party's price from the price table, the API's
 * answers, and a sitemap that lists each kind of page with addresses that answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import activityFr from '../../locales/fr/activity.json';
import { formatMoney } from '~/domain/format';
import { MARKETS } from '~/domain/market';
import { perPersonCents } from '~/domain/pricing';
import type { Db } from '~/server/db/db.server';
import { closeDatabase, engines, openSeeded, TEST_NOW, TEST_TODAY } from './databases';
import { startServerProcess, type ServerProcess } from './server-processes';

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** What the page shows: its markup without scripts (the strings handed to the browser are in one). */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
const unescape = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe.each(engines)('activity page, its API and the sitemap on $name', (engine) => {
  let db: Db;
  let server: ServerProcess | undefined;
  let product: { id: number; slug: string };
  let unpublished: { id: number; slug: string };

  beforeAll(async () => {
    const url = engine.url();
    db = await openSeeded(engine, undefined, undefined, url);
    const rows = await db
      .selectFrom('activity_products')
      .select(['id', 'slug'])
      .where('published', '=', 1)
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    product = rows[0];
    unpublished = rows[rows.length - 1];
    await db
      .updateTable('activity_products')
      .set({ published: 0 })
      .where('id', '=', unpublished.id)
      .execute();

    server = await startServerProcess(url, { SHOP_NOW: TEST_NOW, HTML_CACHE: 'false' });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await closeDatabase(db);
  });

  const get = (target: string) =>
    fetch(server!.origin + target, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  const pagePath = (market: string, p = product) => `/${market}/activity/${p.id}/${p.slug}`;

  it('answers 200 in the six markets, in their language', async () => {
    for (const market of MARKETS) {
      const response = await get(pagePath(market.code));
      const html = await response.text();
      expect(response.status, market.code).toBe(200);
      expect(html).toContain(`<html lang="${market.bcp47}"`);
      const label = await db
        .selectFrom('activity_product_translations')
        .select('label')
        .where('product_id', '=', product.id)
        .where('language', '=', market.language)
        .executeTakeFirstOrThrow();
      expect(unescape(h1(html) ?? ''), market.code).toBe(label.label);
      expect(html).toContain(`<link rel="canonical" href="${server!.origin}${pagePath(market.code)}"/>`);
      expect(html).toContain('"@type":"Product"');
      expect(html).toContain('"@type":"BreadcrumbList"');
    }
  });

  it('redirects another slug, or none, to the canonical address with its query', async () => {
    for (const target of [`/fr-be/activity/${product.id}/wrong?a=1`, `/fr-be/activity/${product.id}?a=1`]) {
      const response = await get(target);
      expect(response.status, target).toBe(301);
      expect(new URL(response.headers.get('location')!, server!.origin).href).toBe(
        `${server!.origin}${pagePath('fr-be')}?a=1`,
      );
    }
  });

  it('answers the not-found page for an unknown or malformed id', async () => {
    for (const target of ['/fr-fr/activity/999999/x', '/fr-fr/activity/abc/x', '/fr-fr/activity/1e3/x']) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      await response.text();
    }
  });

  it("answers 410 'Too late!' with noindex and the activity search for an unpublished product", async () => {
    const response = await get(pagePath('fr-fr', unpublished));
    const html = await response.text();
    expect(response.status).toBe(410);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(h1(html)).toBe(activityFr.tooLate.title);
    expect(visible(html)).toMatch(/href="\/fr-fr\/search\/activities"/);
  });

  it("shows the party's price from the price table, per person; an unpriced party falls back to the lowest", async () => {
    const prices = await db
      .selectFrom('activity_product_prices')
      .select(['party_size', 'sell_cents'])
      .where('product_id', '=', product.id)
      .orderBy('party_size')
      .execute();
    expect(prices.length).toBeGreaterThan(1);
    const shown = async (query: string) => {
      const html = visible(await (await get(`${pagePath('fr-fr')}${query}`)).text());
      return html.slice(html.indexOf('data-testid="activity-price"')).replace(/\u202f|\u00a0/g, ' ');
    };
    const fr = (cents: number) => formatMoney(cents, 'fr-FR').replace(/\u202f|\u00a0/g, ' ');
    for (const p of prices) {
      const panel = await shown(`?a=${p.party_size}`);
      expect(panel, `party ${p.party_size}`).toContain(fr(perPersonCents(p.sell_cents, p.party_size)));
      expect(panel).toContain(fr(p.sell_cents));
    }
    const lowest = prices[0];
    for (const query of ['?a=99', '?a=0', '?a=x', '']) {
      const panel = await shown(query);
      expect(panel, query).toContain(fr(perPersonCents(lowest.sell_cents, lowest.party_size)));
    }
  });

  it('renders each practical-info panel from the address, with a close link', async () => {
    for (const info of ['getting-there', 'opening-hours', 'things-to-know']) {
      const html = visible(await (await get(`${pagePath('fr-fr')}?info=${info}`)).text());
      expect(html, info).toContain('id="info-panel"');
      expect(html).toContain(`>${activityFr.info.close}</a>`);
    }
    const closed = visible(await (await get(`${pagePath('fr-fr')}?info=nope`)).text());
    expect(closed).not.toContain('id="info-panel"');
  });

  it('answers the detail and images APIs: 200 with the price table, 400 naming the field, 404 unknown', async () => {
    const detail = await get(`/api/activity-only/weekend/${product.id}/detail.json?locale=nl_BE`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as {
      id: number;
      published: boolean;
      uri: string;
      prices: Record<string, { sellPrice: number }>;
    };
    expect(body).toMatchObject({ id: product.id, published: true, uri: pagePath('nl-be') });
    const table = await db
      .selectFrom('activity_product_prices')
      .select(['party_size', 'sell_cents'])
      .where('product_id', '=', product.id)
      .execute();
    expect(Object.keys(body.prices)).toHaveLength(table.length);
    for (const p of table) expect(body.prices[String(p.party_size)].sellPrice).toBe(p.sell_cents);

    const images = await get(`/api/activities/${product.id}/images.json`);
    expect(images.status).toBe(200);
    const list = ((await images.json()) as { images: { imagesBySize: Record<string, string> }[] }).images;
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].imagesBySize['960_540']).toMatch(/^\/img\/[a-z]+-\d+\/960_540\.webp$/);

    for (const [target, field] of [
      ['/api/activity-only/weekend/abc/detail.json', 'id'],
      ['/api/activities/1/images.json?locale=xx_XX', 'locale'],
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      const problem = (await response.json()) as { errors: { field: string }[] };
      expect(problem.errors.map((e) => e.field)).toContain(field);
    }
    for (const target of [
      '/api/activity-only/weekend/999999/detail.json',
      '/api/activities/999999/images.json',
    ])
      expect((await get(target)).status, target).toBe(404);
  });

  it('lists every kind of page in the sitemap index’s children, and sampled addresses answer', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const kind of ['pages', 'stays', 'hotels', 'activities'])
      expect(
        children.some((c) => c.endsWith(`/sitemaps/${kind}-1.xml`)),
        kind,
      ).toBe(true);
    const locs: string[] = [];
    for (const child of children) {
      const response = await get(new URL(child).pathname);
      expect(response.status, child).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    }
    const count = (pattern: RegExp) => locs.filter((l) => pattern.test(l)).length;

    const stays = await db
      .selectFrom('offers')
      .select('id')
      .where('published', '=', 1)
      .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', TEST_TODAY)]))
      .execute();
    const activities = await db
      .selectFrom('activity_products')
      .select('id')
      .where('published', '=', 1)
      .execute();
    const boxes = await db
      .selectFrom('boxes')
      .select('code')
      .where('published', '=', 1)
      .where('code', 'like', '%EBOX')
      .execute();
    expect(stays.length * activities.length * boxes.length).toBeGreaterThan(0);
    expect(count(/^\/[a-z-]+\/stay\/\d+\//)).toBe(stays.length * MARKETS.length);
    expect(count(/^\/[a-z-]+\/activity\/\d+\//)).toBe(activities.length * MARKETS.length);
    expect(count(/^\/[a-z-]+\/boxes\/p\/[^/]+\/[A-Z-]+EBOX$/)).toBe(boxes.length * MARKETS.length);
    expect(count(/^\/[a-z-]+\/boxes$/)).toBe(MARKETS.length);
    expect(count(/^\/[a-z-]+\/hotel\/\d+\//)).toBeGreaterThan(0);
    expect(locs).not.toContain(pagePath('fr-fr', unpublished));

    // Every kind of listed page answers: the homes, the box listing and a sample of each product kind.
    const every = (part: string, step: number) =>
      locs.filter((l) => l.includes(part)).filter((_, i) => i % step === 0);
    const sample = [
      ...locs.filter((l) => /^\/[a-z-]+$/.test(l)),
      ...locs.filter((l) => /\/boxes$/.test(l)),
      ...every('/activity/', 7),
      ...every('/stay/', 997),
      ...every('/hotel/', 311),
      ...every('/boxes/p/', 5),
    ];
    for (const part of ['/activity/', '/stay/', '/hotel/', '/boxes/p/'])
      expect(
        sample.some((l) => l.includes(part)),
        part,
      ).toBe(true);
    expect(sample.length).toBeGreaterThan(MARKETS.length);
    for (const target of sample) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      await response.text();
    }
  }, 60_000);
});
