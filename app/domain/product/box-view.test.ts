import { describe, expect, it } from 'vitest';
import { boxMetaDescription, boxPrice, boxProductJsonLd, toBoxCard, type BoxRecord } from './box-view';

const box: BoxRecord = {
  code: 'ROMANTIC-NIGHT-EBOX',
  family: 'ROMANTIC-NIGHT',
  format: 'digital',
  slug: 'romantic-night',
  title: 'Romantic night',
  description: 'A night for two.',
  includedContent: '1 night\nBreakfast',
  valueCents: 14_990,
  sellCents: 14_990,
  refCents: 14_990,
  validityMonths: 39,
  imageId: 'box-4',
  published: true,
  position: 3,
};

describe('box view', () => {
  it('shows no promo at the reference price', () => {
    expect(boxPrice(box)).toEqual({ sellPrice: 14_990, referencePrice: 14_990, promo: 0 });
    const card = toBoxCard(box, 'fr-fr');
    expect(card).toMatchObject({
      href: '/fr-fr/boxes/p/romantic-night/ROMANTIC-NIGHT-EBOX',
      priceCents: 14_990,
    });
    expect(card.promoPercent).toBeUndefined();
    expect(card.refPriceCents).toBeUndefined();
  });

  it('shows the box promo and the reference price below it', () => {
    const card = toBoxCard({ ...box, sellCents: 11_990, refCents: 14_990 }, 'it-it');
    expect(card).toMatchObject({ promoPercent: 20, refPriceCents: 14_990, priceCents: 11_990 });
  });

  it('cuts a long description at a word for the meta description', () => {
    const long = { description: `${'word '.repeat(50)}end` };
    const meta = boxMetaDescription(long);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('word…')).toBe(true);
    expect(boxMetaDescription(box)).toBe('A night for two.');
  });

  it('describes the box as a Product with its Offer in euros', () => {
    const ld = boxProductJsonLd(box, { url: 'https://x/b', imageUrl: 'https://x/i.webp' });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'ROMANTIC-NIGHT-EBOX',
      offers: { '@type': 'Offer', price: '149.90', priceCurrency: 'EUR' },
    });
  });
});
