/** The boxes that content blocks name by code, as teasers in the market's language. */
import type { Block } from '~/domain/content';
import type { Market } from '~/domain/market';
import { toBoxCard, type BoxCardView } from '~/domain/product/box-view';
import type { Db } from '../db/db.server';
import { boxesByCode } from './box-catalogue.server';

/** The published boxes the blocks name, by code; a code the catalogue does not sell is left out. */
export async function homeBoxTeasers(
  db: Db,
  market: Market,
  blocks: readonly Block[],
): Promise<Record<string, BoxCardView>> {
  const codes = [...new Set(blocks.flatMap((block) => block.boxCodes ?? []))];
  const boxes = await boxesByCode(db, codes, market.language);
  return Object.fromEntries(boxes.map((box) => [box.code, toBoxCard(box, market.code)]));
}
