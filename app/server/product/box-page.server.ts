/**
 * What the box pages and the box API read, shaped once for both: the listing's cards, and a box
 * with its physical twin and one page of the stays it offers as offer cards.
 */
import type { Market } from '~/domain/market';
import { marketOffersPhysicalBox, type BoxOffersPaging } from '~/domain/product/box-rules';
import { toBoxCard, type BoxCardView, type BoxRecord } from '~/domain/product/box-view';
import { cardContextOf, toCardView, type CardView } from '~/domain/search/card';
import type { Db } from '../db/db.server';
import { familyCodes, findBox, listBoxes } from './box-catalogue.server';
import { loadBoxOffersPage } from './box-offers.server';

export async function loadBoxListing(
  db: Db,
  market: Market,
): Promise<{ boxes: BoxRecord[]; cards: BoxCardView[] }> {
  const boxes = await listBoxes(db, market.language);
  return { boxes, cards: boxes.map((box) => toBoxCard(box, market.code)) };
}

/** A card of a stay the box offers, with where its hotel is (the API's exactMatch location). */
export type BoxStayCard = CardView & { location: { lat: number; lng: number } | null };

export interface BoxStays {
  total: number;
  paging: BoxOffersPaging;
  cards: BoxStayCard[];
}

/** One page of the stays of a box's family, as cards linking to the stay pages. */
export async function loadBoxStays(
  db: Db,
  market: Market,
  family: string,
  page: number,
  today: string,
): Promise<BoxStays> {
  const { total, paging, offers } = await loadBoxOffersPage(db, family, page, market.language, today);
  const context = cardContextOf(market.code, today);
  return {
    total,
    paging,
    cards: offers.map((offer) => ({ ...toCardView(offer, context), location: offer.location ?? null })),
  };
}

export interface BoxDetail {
  box: BoxRecord;
  /** the published codes of the family per format; physical only where the market sells it */
  formats: { digital: string | null; physical: string | null };
  stays: BoxStays;
}

/** A box by code with its gifting options and a page of its stays; undefined for an unknown code. */
export async function loadBoxDetail(
  db: Db,
  market: Market,
  code: string,
  page: number,
  today: string,
): Promise<BoxDetail | undefined> {
  const box = await findBox(db, code, market.language);
  if (!box) return undefined;
  const [codes, stays] = await Promise.all([
    familyCodes(db, box.family, market.country),
    loadBoxStays(db, market, box.family, page, today),
  ]);
  const physical = marketOffersPhysicalBox(market.code) ? codes.physical : undefined;
  return { box, formats: { digital: codes.digital ?? null, physical: physical ?? null }, stays };
}
