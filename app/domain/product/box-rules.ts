/**
 * Gift box rules: which codes the listing shows, a code's format, the included-content list, and
 * the paging of the stays a box offers (8 a page).
 */

/** The stays a box offers come 8 at a time. */
export const BOX_OFFERS_PAGE_SIZE = 8;

/** The last page a request may ask for: far beyond any family, small enough for an SQL offset. */
export const MAX_BOX_OFFERS_PAGE = 1_000;

/** Box codes: upper-case letters, digits and dashes (`ROMANTIC-NIGHT-EBOX`). */
export const BOX_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,79}$/;

export type BoxFormat = 'digital' | 'physical';

/** The physical box format is hidden in Italy, whatever the shipping table says. */
const MARKETS_WITHOUT_PHYSICAL_BOX: readonly string[] = ['it-it'];

/** Whether a market offers the physical format of a box at all (the family must still have one). */
export function marketOffersPhysicalBox(marketCode: string): boolean {
  return !MARKETS_WITHOUT_PHYSICAL_BOX.includes(marketCode);
}

export function isBoxCode(code: string | undefined): code is string {
  return code !== undefined && BOX_CODE_PATTERN.test(code);
}

/** Only digital boxes, whose code ends with EBOX, are listed. */
export function isListedBoxCode(code: string): boolean {
  return code.endsWith('EBOX');
}

/** The format named by the code's suffix after its last dash: EBOX digital, PBOX physical. */
export function boxFormatOf(code: string): BoxFormat | undefined {
  const suffix = code.slice(code.lastIndexOf('-') + 1);
  return suffix === 'EBOX' ? 'digital' : suffix === 'PBOX' ? 'physical' : undefined;
}

/** The included content is stored one item a line: the lines that say something. */
export function includedContentItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface BoxOffersPaging {
  page: number;
  pageSize: number;
  pageCount: number;
  offset: number;
  /** the next page, when there is one */
  next?: number;
  previous?: number;
}

/** Page `page` (1-based) of `total` stays; a page past the last is empty and links back to the last. */
export function boxOffersPaging(page: number, total: number): BoxOffersPaging {
  const pageSize = BOX_OFFERS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return {
    page,
    pageSize,
    pageCount,
    offset: (page - 1) * pageSize,
    next: page < pageCount ? page + 1 : undefined,
    previous: page > 1 ? Math.min(page - 1, pageCount) : undefined,
  };
}

/**
 * The page of a page address (`?page=2`): a whole number from 1 to MAX_BOX_OFFERS_PAGE, or
 * undefined for anything else (the caller answers the first page, or a 400 in the API).
 */
export function parseBoxPage(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 1 && page <= MAX_BOX_OFFERS_PAGE ? page : undefined;
}

/** The detail page's address: the listing's path, the slug, the code. */
export function boxPath(marketCode: string, slug: string, code: string): string {
  return `/${marketCode}/boxes/p/${slug}/${encodeURIComponent(code)}`;
}
