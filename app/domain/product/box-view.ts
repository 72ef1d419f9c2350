/**
 * What the box pages and the box API show of a box: its card on the listing, its price with the
 * box promo, its page title and description, its Product/Offer structured data.
 */
import { boxPromoPercent } from '../pricing';
import { boxPath, type BoxFormat } from './box-rules';

/** A box as the catalogue gives it, in the page's language. */
export interface BoxRecord {
  code: string;
  family: string;
  format: BoxFormat;
  slug: string;
  title: string;
  description: string;
  /** newline-separated */
  includedContent: string;
  valueCents: number;
  sellCents: number;
  refCents: number;
  validityMonths: number;
  imageId: string;
  published: boolean;
  position: number;
}

/** The price block of the API (the original's price {sellPrice, referencePrice, promo}), cents. */
export interface BoxPrice {
  sellPrice: number;
  referencePrice: number;
  promo: number;
}

export function boxPrice(box: Pick<BoxRecord, 'sellCents' | 'refCents'>): BoxPrice {
  return {
    sellPrice: box.sellCents,
    referencePrice: box.refCents,
    promo: boxPromoPercent(box.sellCents, box.refCents),
  };
}

export interface BoxCardView {
  code: string;
  title: string;
  href: string;
  imageId: string;
  priceCents: number;
  /** only with a promo */
  refPriceCents?: number;
  promoPercent?: number;
}

export function toBoxCard(box: BoxRecord, marketCode: string): BoxCardView {
  const price = boxPrice(box);
  return {
    code: box.code,
    title: box.title,
    href: boxPath(marketCode, box.slug, box.code),
    imageId: box.imageId,
    priceCents: price.sellPrice,
    refPriceCents: price.promo ? price.referencePrice : undefined,
    promoPercent: price.promo || undefined,
  };
}

/** Meta descriptions stay within what result pages show. */
export const META_DESCRIPTION_LENGTH = 160;

/** The description, cut at a word within META_DESCRIPTION_LENGTH characters, with an ellipsis when cut. */
export function boxMetaDescription(box: Pick<BoxRecord, 'description'>): string {
  const text = box.description.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** schema.org Product with its Offer: the box at its price in euros, buyable while published. */
export function boxProductJsonLd(
  box: BoxRecord,
  { url, imageUrl }: { url: string; imageUrl: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: box.title,
    description: box.description,
    sku: box.code,
    image: imageUrl,
    offers: {
      '@type': 'Offer',
      url,
      price: (box.sellCents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: box.published ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    },
  };
}
