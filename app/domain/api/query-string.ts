/**
 * Query strings as the API schemas read them, and back. Free of schema code, so that the browser's
 * API client can use it without carrying the schemas.
 */

/** Each parameter's first value, as `URLSearchParams.get` reads it. */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in out)) out[name] = value;
  return out;
}

/** Every value: a repeated parameter (tags=1&tags=2) becomes an array, in order. */
export function allValues(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** A query object back as a query string: lists repeat their parameter; absent values are left out. */
export function toSearchParams(
  query: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
  >,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  return params;
}
