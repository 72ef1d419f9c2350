import { describe, expect, it } from 'vitest';
import { hasLocalTax, localTaxTotalCents } from './local-tax';

const stay = { packageCents: 31_950, nights: 2, people: 3 };

describe('localTaxTotalCents', () => {
  it('is zero without a tax', () => {
    expect(localTaxTotalCents({ type: 'NONE', amountCents: 0, percentage: null }, stay)).toBe(0);
  });
  it('charges a percentage of the package, rounded up to the cent', () => {
    expect(localTaxTotalCents({ type: 'BOOKING_PERCENTAGE', amountCents: 0, percentage: 5 }, stay)).toBe(
      1598,
    );
  });
  it('charges per person per night otherwise', () => {
    expect(
      localTaxTotalCents({ type: 'PER_PERSON_PER_NIGHT', amountCents: 165, percentage: null }, stay),
    ).toBe(990);
  });
  it('says whether a tax applies', () => {
    expect(hasLocalTax({ type: 'PER_PERSON_PER_NIGHT', amountCents: 165, percentage: null })).toBe(true);
    expect(hasLocalTax({ type: 'NONE', amountCents: 0, percentage: null })).toBe(false);
  });
});
