/**
 * Gift products: boxes (digital `{FAMILY}-EBOX`, physical `{FAMILY}-PBOX`) with the offers their value
 * and themes fit, gift card amounts, custom sub-elements and sleeves for physical vouchers, shipping costs.
 */
import { slugify } from '../../app/domain/text';
import { BOXES, SLEEVES, SUB_ELEMENT_CATEGORIES, SUB_ELEMENTS } from './data/vocabulary';
import type { OfferSummary } from './offers';
import { L, LANGUAGES, type Localized } from './util';
import type { Writer } from './writer';

export const GIFT_CARD_AMOUNTS = [2500, 5000, 7500, 10000, 15000, 20000, 30000, 50000];

/** Physical vouchers ship to every market's country but Italy. */
const SHIPPING: {
  country_code: string;
  shipping_cents: number;
  international_fee_cents: number;
  physical_available: 0 | 1;
}[] = [
  { country_code: 'FR', shipping_cents: 490, international_fee_cents: 0, physical_available: 1 },
  { country_code: 'BE', shipping_cents: 590, international_fee_cents: 300, physical_available: 1 },
  { country_code: 'NL', shipping_cents: 590, international_fee_cents: 300, physical_available: 1 },
  { country_code: 'ES', shipping_cents: 690, international_fee_cents: 300, physical_available: 1 },
  { country_code: 'IT', shipping_cents: 0, international_fee_cents: 0, physical_available: 0 },
];

const STANDARD: Localized = L('Standard', 'Standard', 'Estándar', 'Standaard', 'Standard');
const STANDARD_DESCRIPTION: Localized = L(
  'Included at no extra cost',
  'Inclus sans supplément',
  'Incluido sin coste adicional',
  'Zonder meerprijs inbegrepen',
  'Incluso senza costi aggiuntivi',
);

export function boxFamily(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
}

export interface BoxSummary {
  family: string;
  code: string;
  title: Localized;
  themeIds: number[];
  offers: number;
}

export function writeGifts(w: Writer, offers: OfferSummary[]): BoxSummary[] {
  const giftable = offers.filter((o) => o.giftable && o.published && o.giftPriceCents !== null);
  const boxes: BoxSummary[] = [];
  BOXES.forEach((box, position) => {
    const family = boxFamily(box.key);
    const slug = slugify(box.title.en);
    const image = `box-${(position % 12) + 1}`;
    const base = {
      family,
      slug,
      value_cents: box.valueCents,
      sell_cents: box.valueCents,
      ref_cents: box.valueCents,
      validity_months: 39,
      image_id: image,
      published: 1 as const,
    };
    w.insert('boxes', { ...base, code: `${family}-EBOX`, format: 'digital', position });
    w.insert('boxes', { ...base, code: `${family}-PBOX`, format: 'physical', position });
    for (const language of LANGUAGES) {
      w.insert('box_translations', {
        family,
        language,
        title: box.title[language],
        description: box.description[language],
        included_content: box.includedContent[language],
      });
    }
    for (const theme_id of box.themeIds) w.insert('box_themes', { family, theme_id });
    // Offers whose gift price fits the value (not far below it) and that share a theme.
    const themed = (o: OfferSummary) =>
      box.themeIds.length === 0 || o.themes.some((t) => box.themeIds.includes(t));
    let fitting = giftable.filter(
      (o) => themed(o) && o.giftPriceCents! <= box.valueCents && o.giftPriceCents! >= box.valueCents * 0.55,
    );
    if (fitting.length < 10)
      fitting = giftable.filter((o) => themed(o) && o.giftPriceCents! <= box.valueCents);
    if (fitting.length < 10) fitting = giftable.filter((o) => o.giftPriceCents! <= box.valueCents * 1.1);
    for (const o of fitting) w.insert('box_offers', { family, offer_id: o.id });
    boxes.push({
      family,
      code: `${family}-EBOX`,
      title: box.title,
      themeIds: box.themeIds,
      offers: fitting.length,
    });
  });

  GIFT_CARD_AMOUNTS.forEach((amount_cents, position) =>
    w.insert('gift_card_amounts', { amount_cents, position }),
  );

  const label = (
    kind: 'sub_element_category' | 'sub_element' | 'sleeve',
    id: number,
    name: Localized,
    description?: Localized,
  ) => {
    for (const language of LANGUAGES) {
      w.insert('gift_option_labels', {
        kind,
        id,
        language,
        name: name[language],
        description: description?.[language] ?? '',
      });
    }
  };
  const elements = SUB_ELEMENTS.slice();
  SUB_ELEMENT_CATEGORIES.forEach((c, position) => {
    w.insert('sub_element_categories', { id: c.id, single_selection: c.singleSelection ? 1 : 0, position });
    label('sub_element_category', c.id, c.name);
  });
  // Category 2 offers a free 'standard' option.
  const category2 = SUB_ELEMENT_CATEGORIES.find((c) => c.id === 2);
  if (category2 && !elements.some((e) => e.categoryId === 2 && e.priceCents === 0)) {
    elements.unshift({ key: 'standard', categoryId: 2, name: STANDARD, priceCents: 0, recommended: false });
  }
  let elementId = 1;
  for (const e of elements) {
    const id = elementId++;
    w.insert('sub_elements', {
      id,
      key: e.key,
      category_id: e.categoryId,
      price_cents: e.priceCents,
      recommended: e.recommended ? 1 : 0,
      image_id: `giftcard-${((id - 1) % 12) + 1}`,
    });
    label('sub_element', id, e.name, e.priceCents === 0 ? STANDARD_DESCRIPTION : undefined);
  }
  SLEEVES.forEach((s, i) => {
    const id = i + 1;
    w.insert('sleeves', { id, key: s.key, image_id: `giftcard-${(i % 12) + 1}` });
    label('sleeve', id, s.name);
  });
  for (const s of SHIPPING) w.insert('shipping_costs', s);
  return boxes;
}
