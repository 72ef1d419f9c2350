import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkinPricesRequest } from './availability';
import { apiLocale, fieldErrorsOf, intParam } from './query';
import { allValues, firstValues, toSearchParams } from './query-string';
import { searchFacetsOptions, searchQuery } from './search';

const errorsOf = (schema: z.ZodTypeAny, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : fieldErrorsOf(parsed.error);
};

describe('query strings', () => {
  it('read the first value, or every value as a list, and write them back in order', () => {
    const params = new URLSearchParams('tags=3&city=1&tags=12&q=');
    expect(firstValues(params)).toEqual({ tags: '3', city: '1', q: '' });
    expect(allValues(params)).toEqual({ tags: ['3', '12'], city: '1', q: '' });
    expect(toSearchParams({ ...allValues(params), a: 2, none: undefined }).toString()).toBe(
      'tags=3&tags=12&city=1&q=&a=2',
    );
  });
});

describe('parameter rules', () => {
  it('an integer parameter is digits within its bounds, from an address or a number', () => {
    const n = z.object({ n: intParam(1, 30) });
    expect(n.parse({ n: '30' })).toEqual({ n: 30 });
    expect(n.parse({ n: 7 })).toEqual({ n: 7 });
    for (const bad of ['31', '0', ' 3', '3.0', '1e1', '0x10', '', 'abc', 2.5])
      expect(errorsOf(n, { n: bad }), String(bad)).toEqual([
        { field: 'n', message: 'expected an integer from 1 to 30' },
      ]);
  });

  it('a locale is read as its market; any other value is refused by name', () => {
    const schema = z.object({ locale: apiLocale('fr_FR') });
    expect(schema.parse({ locale: 'nl_BE' }).locale.code).toBe('nl-be');
    expect(schema.parse({}).locale.code).toBe('fr-fr');
    expect(errorsOf(schema, { locale: 'en_US' })).toEqual([{ field: 'locale', message: 'unknown locale' }]);
  });

  it('names each field at fault once, in the order of the schema', () => {
    expect(errorsOf(checkinPricesRequest, { id: '0', month: '2026-1', adult: '0', baby: '11' })).toEqual([
      { field: 'id', message: 'invalid offer id' },
      { field: 'month', message: 'expected yyyy-MM' },
      { field: 'adult', message: 'expected an integer from 1 to 20' },
      { field: 'baby', message: 'expected an integer from 0 to 10' },
    ]);
  });
});

describe('search query', () => {
  it('applies the criteria rules to every value and accepts repeated parameters', () => {
    expect(errorsOf(searchQuery, { locale: 'fr_FR', tags: ['3', '12'], limit: ['2', '50'] })).toEqual([]);
    expect(errorsOf(searchQuery, { locale: 'xx', tags: ['3', 'x'], checkin: '2026-12-05' })).toEqual([
      { field: 'locale', message: 'unknown locale' },
      { field: 'tags', message: 'invalid value for tags' },
    ]);
  });

  it('facets: unknown families are ignored, only `false` drops the names', () => {
    expect(searchFacetsOptions.parse({ propertiesRequested: 'price,nope,stars' })).toEqual({
      propertiesRequested: ['price', 'stars'],
      withNames: true,
    });
    expect(searchFacetsOptions.parse({ withNames: 'false' }).propertiesRequested).toHaveLength(8);
    expect(searchFacetsOptions.parse({ withNames: 'false' }).withNames).toBe(false);
  });
});
