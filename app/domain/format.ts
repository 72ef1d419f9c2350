/** Money is integer cents everywhere; Intl formats it in euros with the market's locale. */

const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, bcp47: string, options: { fractionDigits?: 0 | 2 } = {}): string {
  const digits = options.fractionDigits ?? (cents % 100 === 0 ? 0 : 2);
  const key = `${bcp47}:${digits}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** Calendar dates are formatted where they are computed; the money and date formatters are also found here. */
