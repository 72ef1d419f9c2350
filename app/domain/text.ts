/**
 * Text helpers shared by the catalogue generator and the search: a destination typed as
 * "Saint-Émilion", "saint emilion" or "SAINT ÉMILION" must find the same place.
 */

/** Lower-case, accents and ligatures removed, punctuation (hyphens, apostrophes) turned into single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL slug: normalised words joined by hyphens ("Hôtel Le Régent" -> "hotel-le-regent"). */
export function slugify(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '-');
}

/** Escapes `%`, `_` and the escape character itself for a SQL `LIKE ... ESCAPE '\'` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
