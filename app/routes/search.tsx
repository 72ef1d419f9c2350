import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutUndefined } from '~/domain/compact';
import { flowOfResultsPath, offeredFlows, resultsPath, type RouteFlow } from '~/domain/flows';
import type { Market } from '~/domain/market';
import { criteriaQuery, parseSearchCriteria, type SearchCriteria } from '~/domain/search/criteria';
import { cardContextOf } from '~/domain/search/card';
import { buildFacetsView } from '~/domain/search/facets';
import { searchDocumentTitle, titleDestination } from '~/domain/search/page-title';
import { buildResultsView, panelShowsFilters, parsePanel } from '~/domain/search/results-view';
import { effectiveSort } from '~/domain/search/sort';
import { todayIn, wallClockIn } from '~/server/clock.server';
import { getSearchSuggestions, getSeoText } from '~/server/content.server';
import { listThemes } from '~/server/catalogue.server';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { ready, type Db } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { getEnv } from '~/server/env.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { loadStaticMap } from '~/server/map/static-map.server';
import { activitySearch } from '~/server/search/activity-page.server';
import { getCriteriaVocabulary } from '~/server/search/filter-options.server';
import { staySearch } from '~/server/search/search-page.server';
import {
  fromWireData,
  toWireData,
  type SearchPageData,
  type SearchPageWireData,
} from '~/domain/search/page-data';
import type { RouteSeoHandle } from '~/ui/route-handle';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { CARD_IMAGE_SIZES, cardImageSrcSet, imageUrl } from '~/domain/images';
import { SearchError } from '~/ui/search/search-error';
import { SearchResultsPage } from '~/ui/search/search-results-page';

/** The map panel's strings only travel with the addresses that open it. */
const namespaces = (data: unknown) =>
  (data as SearchPageData | undefined)?.results.panel === 'map'
    ? (['results', 'search', 'map'] as const)
    : (['results', 'search'] as const);

export const handle: RouteSeoHandle & { canonicalQuery: (data: unknown) => string | undefined } = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: namespaces,
  canonicalQuery: (data) => (data as { canonicalQuery?: string } | undefined)?.canonicalQuery,
};

/** /{m}/search (booking, or gifting with ?flow=gifting), /{m}/search/hotels and /{m}/search/activities share this module. */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<SearchPageWireData> {
  const market = requireMarket(params);
  const url = new URL(request.url);
  const routeFlow = flowOfResultsPath(url.pathname);
  // Activity-only search exists only behind its flag (on by default outside production).
  invariantResponse(routeFlow !== 'activity' || getEnv().activityOnlySearch, 'Not found', { status: 404 });
  const basePath = resultsPath(market.code, routeFlow);
  const today = todayIn(market.timeZone);
  const hour = wallClockIn(market.timeZone).hour;
  const db = await ready();
  // Only values the catalogue knows: a list never outgrows its vocabulary, whatever the address holds.
  const vocabulary = await getCriteriaVocabulary(db);
  const criteria = parseSearchCriteria(url.searchParams, { routeFlow, today, vocabulary });
  const panel = parsePanel(url.searchParams.get('panel'));
  // Everything below depends only on these and the catalogue: computed once per catalogue version (ADR 017).
  const cacheKey = ['search', market.code, routeFlow, today, hour, panel ?? '', criteriaQuery(criteria)].join(
    '|',
  );
  return cachedCatalogueRead(db, cacheKey, async () =>
    withoutUndefined(
      toWireData(await loadSearchPage({ db, market, routeFlow, basePath, today, hour, criteria, panel })),
    ),
  );
}

interface SearchPageInput {
  db: Db;
  market: Market;
  routeFlow: RouteFlow;
  basePath: string;
  today: string;
  hour: number;
  criteria: SearchCriteria;
  panel: ReturnType<typeof parsePanel>;
}

async function loadSearchPage(input: SearchPageInput): Promise<SearchPageData> {
  const { db, market, routeFlow, basePath, today, hour, panel } = input;
  let criteria = input.criteria;
  const sort = effectiveSort(criteria);
  const [data, themes, seoText, suggestions, t] = await Promise.all([
    routeFlow === 'activity'
      ? activitySearch(db, criteria, sort, market.language)
      : staySearch(db, criteria, sort, market.language),
    listThemes(market.language, db),
    getSeoText(market, criteria.flow, db),
    getSearchSuggestions(market, criteria.flow, db),
    getFixedT(market.language, 'results'),
  ]);

  // Text typed without autocomplete that names one place: links and the canonical carry the place.
  const resolved = data.destination.resolvedFromText;
  if (resolved) criteria = { ...criteria, q: undefined, ...resolved };
  const results = buildResultsView({
    basePath,
    criteria,
    sort,
    total: data.total,
    pageSize: data.pageSize,
    offers: data.offers,
    fallbacks: data.fallbacks,
    panel,
    cardContext: cardContextOf(market.code, today, criteria),
  });
  const facets = buildFacetsView(
    data.facets,
    data.options,
    criteria,
    (count) => t('filters.starsOption', { count }),
    (value) => t(`filters.score.${value}`),
  );
  const theme = themes.find((th) => th.id === criteria.theme);
  const destination = data.destination;
  const documentTitle = searchDocumentTitle(t, {
    flow: criteria.flow,
    destination: titleDestination(destination),
    theme: theme?.name ?? null,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    total: results.total,
    page: criteria.page,
    locale: market.bcp47,
  });
  // The static map of ?panel=map (ADR 007): the map search for the same criteria, drawn on the server.
  const map =
    results.panel === 'map' && routeFlow !== 'activity'
      ? await loadStaticMap(db, { criteria, destination, cards: results.cards, offers: data.offers })
      : null;
  return {
    marketCode: market.code,
    documentTitle,
    today,
    hour,
    criteria,
    flows: offeredFlows(getEnv().activityOnlySearch),
    canonicalQuery: criteriaQuery({ ...criteria, sort: undefined, from: undefined }),
    results,
    facets: panelShowsFilters(panel) ? facets : null,
    filterGroups: { activities: facets.activityGroups.length > 0, facilities: facets.facilities.length > 0 },
    themes,
    themeLabel: theme?.name ?? null,
    destination: {
      label: destination.label ?? null,
      hierarchy: destination.hierarchy,
      candidates: destination.candidates ?? null,
      unmatchedText: destination.unmatchedText ?? null,
      unknown: destination.unknown ?? false,
      lat: destination.lat ?? null,
      lng: destination.lng ?? null,
    },
    seoText: seoText ?? null,
    suggestions: suggestions ?? null,
    map,
  };
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, max-age=0, must-revalidate' });

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  // The first card's picture is the likely LCP on phones: the browser asks for it with the document's head.
  const firstImage = data.results.cards[0]?.imageIds[0];
  return [
    ...(firstImage
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: imageUrl(firstImage, '640_360'),
            imageSrcSet: cardImageSrcSet(firstImage),
            imageSizes: CARD_IMAGE_SIZES,
            fetchpriority: 'high',
          },
        ]
      : []),
    { title: data.documentTitle },
    { name: 'description', content: data.seoText?.paragraphs[0] ?? data.seoText?.title ?? '' },
  ];
};

export default function SearchRoute() {
  const loaded = useLoaderData<typeof loader>();
  const data = useMemo(() => fromWireData(loaded as SearchPageWireData), [loaded]);
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(namespaces(data));
  return <SearchResultsPage data={data} />;
}

/** A failed search: 'Oops, something went wrong' with a retry link; a refused request says why. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpectedErrorHandler={({ market, retryHref }) => (
        <SearchError retryHref={retryHref} homeHref={`/${market.code}`} />
      )}
    />
  );
}
