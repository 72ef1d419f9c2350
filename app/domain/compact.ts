/**
 * A copy of plain data without its `undefined` fields, at any depth. The page's data is serialised
 * for hydration with every key it holds, so an absent value would still cost its key on every card.
 * Readers see the same values (`undefined` either way). An object reached twice (the cards and their
 * row groups) is copied once, so the serialisation still writes it once.
 */
export function withoutUndefined<T>(value: T, seen = new Map<object, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(withoutUndefined(item, seen));
    return copy as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, field] of Object.entries(value))
    if (field !== undefined) copy[key] = withoutUndefined(field, seen);
  return copy as T;
}
