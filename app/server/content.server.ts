/**
 * Content per market and flow, the booking flow's when a flow has none: rows of content_entries hold JSON that the
 * schemas of app/domain/content.ts validate on the way out; a bad row is logged and skipped, never a crash.
 */
import type { z } from 'zod';
import type { Flow } from '~/domain/flows';
import {
  type AnnouncementBanner,
  type Article,
  announcementBannerSchema,
  type BoxBlockSerp,
  boxBlockSerpSchema,
  type GiftBlock,
  giftBlockSchema,
  type HomeContent,
  homeContentSchema,
  parseContent,
  type PromoBar,
  promoBarSchema,
  type SearchSuggestions,
  searchSuggestionsSchema,
  type SeoText,
  seoTextSchema,
  type TargetedBanner,
  targetedBannerSchema,
  type WeekendIdeas,
  weekendIdeasSchema,
} from '~/domain/content';
import type { Market } from '~/domain/market';
import { todayIn } from './clock.server';
import { type Db, dbOr } from './db/db.server';
import type { ContentKind } from './db/schema';

type Page = 'home' | 'search' | 'product';

interface Filter {
  /** rows of this flow or of every flow (flow null) */
  flow?: Flow;
  /** rows of these flows only (no null) */
  flows?: Flow[];
  /** rows for this page or for every page (page null) */
  page?: Page;
}

interface Row {
  id: number;
  flow: string | null;
  data: string;
}

async function rows(db: Db, market: Market, kind: ContentKind, filter: Filter = {}): Promise<Row[]> {
  const today = todayIn(market.timeZone);
  let query = db
    .selectFrom('content_entries')
    .select(['id', 'flow', 'data'])
    .where('market', '=', market.code)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', today)]))
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]));
  if (filter.flow) {
    const flow = filter.flow;
    query = query.where((eb) => eb.or([eb('flow', 'is', null), eb('flow', '=', flow)]));
  }
  if (filter.flows) query = query.where('flow', 'in', filter.flows);
  if (filter.page) {
    const page = filter.page;
    query = query.where((eb) => eb.or([eb('page', 'is', null), eb('page', '=', page)]));
  }
  return query.orderBy('position').orderBy('id').execute();
}

function parseRows<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  market: Market,
  kind: ContentKind,
  list: Row[],
): T[] {
  const parsed: T[] = [];
  for (const row of list) {
    const value = parseContent(schema, row.data);
    if (value === undefined) console.error(`[content] skipped invalid ${kind} #${row.id} of ${market.code}`);
    else parsed.push(value);
  }
  return parsed;
}

async function list<T>(
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  market: Market,
  kind: ContentKind,
  filter: Filter = {},
  db?: Db,
): Promise<T[]> {
  return parseRows(schema, market, kind, await rows(await dbOr(db), market, kind, filter));
}

/** The home page of a flow; the booking home when the flow has none (or only invalid ones). */
export async function getHomeContent(market: Market, flow: Flow, db?: Db): Promise<HomeContent | undefined> {
  const found = await rows(await dbOr(db), market, 'home', {
    flows: flow === 'booking' ? ['booking'] : [flow, 'booking'],
  });
  const ordered = [...found.filter((r) => r.flow === flow), ...found.filter((r) => r.flow !== flow)];
  return parseRows(homeContentSchema, market, 'home', ordered)[0];
}

export function getAnnouncementBanners(
  market: Market,
  page: Page,
  flow: Flow,
  db?: Db,
): Promise<AnnouncementBanner[]> {
  return list(announcementBannerSchema, market, 'announcement_banner', { page, flow }, db);
}

export function getPromoBars(market: Market, db?: Db): Promise<PromoBar[]> {
  return list(promoBarSchema, market, 'promo_bar', {}, db);
}

export function getTargetedBanners(market: Market, flow?: Flow, db?: Db): Promise<TargetedBanner[]> {
  return list(targetedBannerSchema, market, 'targeted_banner', flow ? { flow } : {}, db);
}

export async function getGiftBlock(market: Market, db?: Db): Promise<GiftBlock | undefined> {
  return (await list(giftBlockSchema, market, 'gift_block', {}, db))[0];
}

export async function getBoxBlockSerp(market: Market, db?: Db): Promise<BoxBlockSerp | undefined> {
  return (await list(boxBlockSerpSchema, market, 'box_block_serp', {}, db))[0];
}

export async function getSearchSuggestions(
  market: Market,
  flow: Flow = 'booking',
  db?: Db,
): Promise<SearchSuggestions | undefined> {
  return (await list(searchSuggestionsSchema, market, 'search_suggestions', { flow }, db))[0];
}

export async function getSeoText(
  market: Market,
  flow: Flow = 'booking',
  db?: Db,
): Promise<SeoText | undefined> {
  return (await list(seoTextSchema, market, 'seo_text', { flow }, db))[0];
}

export async function getWeekendIdeas(market: Market, db?: Db): Promise<WeekendIdeas | undefined> {
  return (await list(weekendIdeasSchema, market, 'weekend_ideas', {}, db))[0];
}

/** The latest published articles of a market, newest first. */
export async function getArticles(market: Market, limit: number, db?: Db): Promise<Article[]> {
  const today = todayIn(market.timeZone);
  const found = await (
    await dbOr(db)
  )
    .selectFrom('articles')
    .select(['id', 'slug', 'title', 'teaser', 'body', 'image_id', 'published_on'])
    .where('market', '=', market.code)
    .where('published_on', '<=', today)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.max(0, Math.min(100, Math.floor(limit))))
    .execute();
  return found.map((a) => ({
    id: a.id,
    slug: a.slug,
    title: a.title,
    teaser: a.teaser,
    body: a.body,
    imageId: a.image_id,
    publishedOn: a.published_on,
  }));
}
