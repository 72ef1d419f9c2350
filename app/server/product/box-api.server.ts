/** The gift box JSON API's answers, from the same reads as the pages. */
import type {
  BoxDetailResponse,
  BoxOffersResponse,
  BoxesSearchResponse,
  BoxSummaryJson,
} from '~/domain/api/boxes';
import { imageUrl } from '~/domain/images';
import type { Market } from '~/domain/market';
import { boxPath, includedContentItems } from '~/domain/product/box-rules';
import { boxMetaDescription, boxPrice, type BoxRecord } from '~/domain/product/box-view';
import type { Db } from '../db/db.server';
import { getFixedT } from '../i18n.server';
import { loadBoxDetail, loadBoxListing, loadBoxStays } from './box-page.server';
import { findBox } from './box-catalogue.server';

function summaryJson(box: BoxRecord, market: Market): BoxSummaryJson {
  return {
    code: box.code,
    title: box.title,
    description: box.description,
    slug: box.slug,
    url: boxPath(market.code, box.slug, box.code),
    format: box.format,
    value: box.valueCents,
    referencePrice: box.refCents,
    price: boxPrice(box),
    images: { main: imageUrl(box.imageId, '960_540') },
  };
}

export async function boxesSearchJson(db: Db, market: Market): Promise<BoxesSearchResponse> {
  const { boxes } = await loadBoxListing(db, market);
  return { boxes: boxes.map((box) => summaryJson(box, market)), totalCount: boxes.length };
}

/** One box, published or not (`published` says which); undefined for an unknown code. */
export async function boxDetailJson(
  db: Db,
  market: Market,
  code: string,
  today: string,
): Promise<BoxDetailResponse | undefined> {
  const [detail, t] = await Promise.all([
    loadBoxDetail(db, market, code, 1, today),
    getFixedT(market.language, 'boxes'),
  ]);
  if (!detail) return undefined;
  const { box, formats } = detail;
  return {
    ...summaryJson(box, market),
    includedContent: includedContentItems(box.includedContent),
    published: box.published,
    validityMonths: box.validityMonths,
    formats,
    pageModel: {
      pageTitle: t('detail.metaTitle', { title: box.title }),
      metaDescription: boxMetaDescription(box),
    },
  };
}

/** A page of 8 of the stays a box offers, with the total; undefined for an unknown code. */
export async function boxOffersJson(
  db: Db,
  market: Market,
  code: string,
  page: number,
  today: string,
): Promise<BoxOffersResponse | undefined> {
  const box = await findBox(db, code, market.language);
  if (!box) return undefined;
  const { total, paging, cards } = await loadBoxStays(db, market, box.family, page, today);
  return {
    exactMatch: cards,
    searchDetails: {
      totalCount: total,
      page: paging.page,
      pageSize: paging.pageSize,
      pageCount: paging.pageCount,
    },
  };
}
