export type LocalTaxType = 'NONE' | 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE';

/**
 * The local (tourist) tax of a hotel. BOOKING_PERCENTAGE is a percentage of the package price;
 * PER_PERSON_PER_NIGHT an amount per person (adults and children) per night. It is paid at the hotel:
 * the shop's price does not include it ('Price doesn't include local tax to pay on site').
 */
export interface LocalTaxTerms {
  type: LocalTaxType;
  /** per person per night, in cents, when PER_PERSON_PER_NIGHT */
  amountCents: number;
  /** when BOOKING_PERCENTAGE */
  percentage: number | null;
}

export interface LocalTaxStay {
  packageCents: number;
  nights: number;
  people: number;
}

/** The tax to pay on site for a stay, in cents (rounded up to the cent). */
export function localTaxTotalCents(terms: LocalTaxTerms, stay: LocalTaxStay): number {
  switch (terms.type) {
    case 'NONE':
      return 0;
    case 'BOOKING_PERCENTAGE':
      return Math.ceil((stay.packageCents * (terms.percentage ?? 0)) / 100);
    case 'PER_PERSON_PER_NIGHT':
      return terms.amountCents * Math.max(0, stay.people) * Math.max(0, stay.nights);
  }
}

/** Whether a tax is collected at the hotel on top of the shop's price. */
export function hasLocalTax(terms: LocalTaxTerms): boolean {
  return terms.type !== 'NONE' && (terms.amountCents > 0 || (terms.percentage ?? 0) > 0);
}
