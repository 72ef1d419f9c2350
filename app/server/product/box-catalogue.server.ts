/**
 * Gift boxes as the catalogue holds them: the listing (digital codes ending with EBOX, published, in
 * their position), one box by code whatever its state, and whether its physical twin can be sold in
 * a country. Titles and texts come in the page's language.
 */
import type { BoxRecord } from '~/domain/product/box-view';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage } from '../db/schema';

function boxesIn(db: Db, language: CatalogueLanguage) {
  return db
    .selectFrom('boxes as b')
    .innerJoin('box_translations as t', (j) =>
      j.onRef('t.family', '=', 'b.family').on('t.language', '=', language),
    )
    .select([
      'b.code',
      'b.family',
      'b.format',
      'b.slug',
      'b.value_cents',
      'b.sell_cents',
      'b.ref_cents',
      'b.validity_months',
      'b.image_id',
      'b.published',
      'b.position',
      't.title',
      't.description',
      't.included_content',
    ]);
}

type BoxRow = Awaited<ReturnType<ReturnType<typeof boxesIn>['execute']>>[number];

function toRecord(row: BoxRow): BoxRecord {
  return {
    code: row.code,
    family: row.family,
    format: row.format,
    slug: row.slug,
    title: row.title,
    description: row.description,
    includedContent: row.included_content,
    valueCents: row.value_cents,
    sellCents: row.sell_cents,
    refCents: row.ref_cents,
    validityMonths: row.validity_months,
    imageId: row.image_id,
    published: Number(row.published) === 1,
    position: row.position,
  };
}

/** The listing: published boxes whose code ends with EBOX, in their position, then by code. */
export async function listBoxes(db: Db, language: CatalogueLanguage): Promise<BoxRecord[]> {
  const rows = await boxesIn(db, language)
    .where('b.published', '=', 1)
    .where('b.code', 'like', '%EBOX')
    .orderBy('b.position')
    .orderBy('b.code')
    .execute();
  return rows.map(toRecord);
}

/** One box by its code, published or not (the page says 'Too late!' for the latter). */
export async function findBox(
  db: Db,
  code: string,
  language: CatalogueLanguage,
): Promise<BoxRecord | undefined> {
  const row = await boxesIn(db, language).where('b.code', '=', code).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Boxes by code, for blocks that name them (the home page's box blocks); unknown codes are left out. */
export async function boxesByCode(
  db: Db,
  codes: readonly string[],
  language: CatalogueLanguage,
): Promise<BoxRecord[]> {
  if (codes.length === 0) return [];
  const rows = await boxesIn(db, language)
    .where('b.code', 'in', [...codes])
    .where('b.published', '=', 1)
    .execute();
  return rows.map(toRecord);
}

/**
 * The published codes of a family by format. The physical one only when physical vouchers ship to
 * the market's country (the shipping table says which countries).
 */
export async function familyCodes(
  db: Db,
  family: string,
  countryCode: string,
): Promise<{ digital?: string; physical?: string }> {
  const [rows, shipping] = await Promise.all([
    db
      .selectFrom('boxes')
      .select(['code', 'format'])
      .where('family', '=', family)
      .where('published', '=', 1)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('shipping_costs')
      .select('physical_available')
      .where('country_code', '=', countryCode)
      .executeTakeFirst(),
  ]);
  const ships = Number(shipping?.physical_available ?? 0) === 1;
  return {
    digital: rows.find((r) => r.format === 'digital')?.code,
    physical: ships ? rows.find((r) => r.format === 'physical')?.code : undefined,
  };
}
