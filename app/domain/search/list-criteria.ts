/**
 * Multi-valued criteria (`tags`, `facilities`, `hotelTypes`…), repeated (`tags=1&tags=2`) or
 * comma-joined (`tags=1,2`), and their bounds (ADR 023): at most MAX_LIST_INPUTS values are read,
 * at most MAX_LIST_VALUES distinct valid ones kept, and with the catalogue's vocabulary only known
 * ones, so a list never holds more values than exist.
 */
export const MAX_LIST_INPUTS = 1_000;
export const MAX_LIST_VALUES = 200;

/** The values the catalogue knows for each multi-valued criterion (codes lower-case, activity ids). */
export interface CriteriaVocabulary {
  hotelTypes: ReadonlySet<string>;
  hotelEnvironments: ReadonlySet<string>;
  hotelStyles: ReadonlySet<string>;
  facilities: ReadonlySet<string>;
  tags: ReadonlySet<number>;
}

const CODE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** A code of the catalogue's vocabularies (facilities, hotel types…): lower-case letters, digits, `-` and `_`. */
export function isCriterionCode(value: string): boolean {
  return CODE.test(value);
}

/** The first MAX_LIST_INPUTS non-empty values of `name`, repeated or comma-joined, trimmed. */
export function listValues(params: URLSearchParams, name: string): string[] {
  const read: string[] = [];
  for (const value of params.getAll(name)) {
    for (const part of value.split(',', MAX_LIST_INPUTS)) {
      const trimmed = part.trim();
      if (trimmed) read.push(trimmed);
      if (read.length >= MAX_LIST_INPUTS) return read;
    }
  }
  return read;
}

/** The distinct values `read` accepts (and `known` holds, when given), at most MAX_LIST_VALUES, in order. */
export function distinctValues<T>(
  list: readonly string[],
  read: (value: string) => T | undefined,
  known?: ReadonlySet<T>,
): T[] {
  const kept = new Set<T>();
  for (const value of list) {
    const parsed = read(value);
    if (parsed !== undefined && (!known || known.has(parsed))) kept.add(parsed);
    if (kept.size >= MAX_LIST_VALUES) break;
  }
  return [...kept];
}
