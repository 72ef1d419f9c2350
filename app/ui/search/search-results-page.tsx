import { useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import type { SearchPageData } from '~/domain/search/page-data';
import { resultsCount, searchHeading, titleDestination } from '~/domain/search/page-title';
import { DestinationMessages as DestinationMessagesServer } from './destination-messages';
import { FallbackBlocks as FallbackBlocksServer } from './fallback-blocks';
import { FamilyPromo } from './family-promo';
import { FilterBar as FilterBarServer } from './filter-bar';
import { NoResults } from './no-results';
import { Notice } from './notice';
import { text as noticeText } from './notice.css';
import { PaginationNav as PaginationNavServer } from './pagination-nav';
import { ResultsGrid as ResultsGridServer } from './results-grid';
import { ResultsSkeleton } from './results-skeleton';
import { SearchHero as SearchHeroServer } from './search-hero';
import { SearchPanels } from './search-panels';
import * as css from './search-results-page.css';
import { SeoText as SeoTextServer } from './seo-text';
import { SortMenu as SortMenuServer } from './sort-menu';
import { island, useIslandLoading } from './islands';
import { useLegacyHashRedirect } from './use-legacy-hash';
// The hook alone (not the box's index): the search box is not part of the first load.
import { useScrollToResultsAfterSearch } from '../search-box/scroll-to-results';

// Parts that work as plain HTML hydrate lazily (see islands.tsx): their code is not in the first load.
const SSR = import.meta.env.SSR;
const ResultsGrid = island(
  () => import('./results-grid').then((m) => m.ResultsGrid),
  SSR ? ResultsGridServer : null,
);
const SearchHero = island(
  () => import('./search-hero').then((m) => m.SearchHero),
  SSR ? SearchHeroServer : null,
);
const FilterBar = island(() => import('./filter-bar').then((m) => m.FilterBar), SSR ? FilterBarServer : null);
const SortMenu = island(() => import('./sort-menu').then((m) => m.SortMenu), SSR ? SortMenuServer : null);
const DestinationMessages = island(
  () => import('./destination-messages').then((m) => m.DestinationMessages),
  SSR ? DestinationMessagesServer : null,
);
const FallbackBlocks = island(
  () => import('./fallback-blocks').then((m) => m.FallbackBlocks),
  SSR ? FallbackBlocksServer : null,
);
const PaginationNav = island(
  () => import('./pagination-nav').then((m) => m.PaginationNav),
  SSR ? PaginationNavServer : null,
);
const SeoText = island(() => import('./seo-text').then((m) => m.SeoText), SSR ? SeoTextServer : null);

/** The results region: after a new search from the box, mobile pages scroll to it. */
const RESULTS_ID = 'results';
const SEARCH_PATH = /^\/[a-z]{2}-[a-z]{2}\/search(\/hotels)?\/?$/;

/** The stay and hotel results page: the search hero, filters, count, cards, fallbacks, pagination and SEO text. */
export function SearchResultsPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation('results');
  useLegacyHashRedirect();
  useScrollToResultsAfterSearch(RESULTS_ID);
  const countId = useId();
  const { results, criteria, destination } = data;
  const market = findMarket(data.marketCode) ?? DEFAULT_MARKET;
  const locale = market.bcp47;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && SEARCH_PATH.test(navigation.location.pathname);
  useIslandLoading(navigation.state !== 'idle');

  const flow = results.flow;
  const title = searchHeading(t, flow, titleDestination(destination));
  const countText = resultsCount(t, flow, results.total, data.themeLabel);

  const showBlocks = flow === 'booking' || flow === 'hotel';
  const hasFilters = results.filterBarCount > 0 || results.mobileFilterCount > 0;

  return (
    <main id="main">
      <SearchHero data={data} title={title} locale={locale} />
      <FilterBar data={data} locale={locale} />
      <SearchPanels data={data} locale={locale} />
      <div className={`container ${css.content}`}>
        <DestinationMessages
          destination={destination}
          basePath={results.basePath}
          query={results.query}
          q={criteria.q}
        />
        <div className={css.head}>
          <h2 className={css.count} id={countId}>
            {results.total > 0 ? countText : t('grid.label')}
          </h2>
          {results.total > 0 ? <SortMenu sort={results.sort} /> : null}
        </div>
        {results.familyPromoHref ? <FamilyPromo href={results.familyPromoHref} /> : null}
        {results.fallbackBanner ? (
          <Notice>
            <p className={noticeText}>{t(`fallback.${results.fallbackBanner}`)}</p>
          </Notice>
        ) : null}
        <section className={css.results} id={RESULTS_ID} aria-labelledby={countId} aria-busy={loading}>
          <p className="visually-hidden" role="status">
            {loading ? t('grid.loading') : ''}
          </p>
          {loading ? (
            <ResultsSkeleton />
          ) : results.total > 0 ? (
            <ResultsGrid
              groups={results.cardGroups}
              locale={locale}
              marketCode={data.marketCode}
              showBlocks={showBlocks}
            />
          ) : results.fallbacks.length === 0 ? (
            <NoResults removeAllFiltersHref={results.removeAllFiltersHref} hasFilters={hasFilters} />
          ) : null}
        </section>
        {loading ? null : <FallbackBlocks blocks={results.fallbacks} locale={locale} />}
        {results.total > 0 && !loading ? <PaginationNav pagination={results.pagination} /> : null}
        <SeoText seoText={data.seoText} suggestions={data.suggestions} marketCode={data.marketCode} />
      </div>
    </main>
  );
}
