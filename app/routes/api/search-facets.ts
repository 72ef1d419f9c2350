import type { LoaderFunctionArgs } from '@remix-run/node';
import { firstValues } from '~/domain/api/query-string';
import { searchFacetsOptions, type SearchFacetsResponse } from '~/domain/api/search';
import { apiCacheKey, cachedJsonResponse } from '~/server/cache/data-cache.server';
import { ready, type Db } from '~/server/db/db.server';
import { resolveDestination } from '~/server/search/destination.server';
import { searchFacetCounts } from '~/server/search/facets.server';
import { getCriteriaVocabulary, getFilterOptions } from '~/server/search/filter-options.server';
import { apiAnswer, readApiSearchInput } from '~/server/search/search-api.server';

/**
 * GET /api/search/facets.json: for the criteria, every facet value with the number of results the
 * shopper would get by adding it (propertiesRequested narrows the families; withNames adds labels).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return apiAnswer(request, { code: 'FACETS_FAILED', message: 'Error fetching facets' }, async () => {
    const params = new URL(request.url).searchParams;
    const db = await ready();
    return cachedJsonResponse(db, apiCacheKey('facets', params), () => facets(db, params));
  });
}

async function facets(db: Db, params: URLSearchParams): Promise<SearchFacetsResponse> {
  const input = readApiSearchInput(params, 'booking', await getCriteriaVocabulary(db));
  const { propertiesRequested: requested, withNames } = searchFacetsOptions.parse(firstValues(params));
  const destination = await resolveDestination(db, input.criteria, input.market.language);
  const [counts, options] = await Promise.all([
    searchFacetCounts(db, { criteria: input.criteria, destination }),
    getFilterOptions(db, input.market.language),
  ]);
  const named = <T extends string | number>(
    propertyType: string,
    list: { value: T; label: string }[],
    map: Map<T, number>,
  ) => ({
    propertyType,
    values: list.map((o) => ({
      name: withNames ? o.label : undefined,
      id: o.value,
      value: o.value,
      label: withNames ? o.label : undefined,
      count: map.get(o.value) ?? 0,
    })),
  });
  const properties = requested.map((family) => {
    switch (family) {
      case 'price':
        return {
          propertyType: 'price',
          values: [
            { name: 'min', value: counts.price.min, count: counts.total },
            { name: 'max', value: counts.price.max, count: counts.total },
          ],
        };
      case 'score':
        return {
          propertyType: 'score',
          values: [...counts.score].map(([value, count]) => ({
            id: value,
            value,
            name: String(value),
            label: String(value),
            count,
          })),
        };
      case 'stars':
        return {
          propertyType: 'stars',
          values: [1, 2, 3, 4, 5].map((value) => ({
            id: value,
            value,
            name: String(value),
            label: String(value),
            count: counts.stars.get(value) ?? 0,
          })),
        };
      case 'facility':
        return named('facility', options.facilities, counts.facilities);
      case 'type':
        return named('type', options.hotelTypes, counts.hotelTypes);
      case 'environment':
        return named('environment', options.hotelEnvironments, counts.hotelEnvironments);
      case 'style':
        return named('style', options.hotelStyles, counts.hotelStyles);
      case 'tag':
      default:
        return named(
          'tag',
          options.activityGroups.flatMap((g) => g.activities),
          counts.tags,
        );
    }
  });
  return {
    totalCount: counts.total,
    properties,
    listActivities: options.activityGroups.map((g) => ({
      name: g.name,
      activities: g.activities.map((a) => ({
        id: a.value,
        name: a.label,
        count: counts.tags.get(a.value) ?? 0,
      })),
    })),
  };
}
