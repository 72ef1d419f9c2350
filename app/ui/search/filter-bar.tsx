import { Link, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findMarket } from '~/domain/market';
import { NO_FACETS } from '~/domain/search/facets';
import type { SearchPageData } from '~/domain/search/page-data';
import { openDropdown, panelHref, type FilterDropdownId } from '~/domain/search/results-view';
import { ActivityFields } from './activity-fields';
import { DistanceFields } from './distance-fields';
import * as css from './filter-bar.css';
import { FilterDropdown } from './filter-dropdown';
import { ACCOMMODATION_FILTERS, OptionList } from './option-list';
import { PriceFields } from './price-fields';
import { distanceMode, FILTER_PARAMS, hrefWith, keptEntries, type FilterGroup } from './query';
import { ScoreFields } from './score-fields';
import { useFacets } from './use-facets';
import { hasChanged } from './use-filter-form';

/**
 * The desktop filter bar: Activities, Price, Distance, Facilities, More filters. At most
 * one dropdown is open: the one the address names (`?panel=filter-price`), or with JavaScript the
 * one last opened. Each dropdown re-submits the other criteria; its reset link drops only its own filter.
 */
export function FilterBar({ data, locale }: { data: SearchPageData; locale: string }) {
  const { t } = useTranslation('results');
  const { criteria, results, destination, filterGroups } = data;
  const { facets: loadedFacets, load: loadFacets } = useFacets(data);
  // Closed dropdowns render no form, so the empty options are never shown.
  const facets = loadedFacets ?? NO_FACETS;
  const barRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const urlOpen = openDropdown(results.panel);
  const [open, setOpen] = useState<FilterDropdownId | null>(urlOpen);
  useEffect(() => setOpen(urlOpen), [urlOpen]);
  // A dropdown opened in place before its facets arrived opens when they do.
  const [pending, setPending] = useState<FilterDropdownId | null>(null);
  useEffect(() => {
    if (!pending || !loadedFacets) return;
    setOpen(pending);
    setPending(null);
  }, [pending, loadedFacets]);

  // Closing what the address opened also takes `panel` out of the address (unless a navigation is under way).
  const toggle = useCallback(
    (id: FilterDropdownId, next: boolean, navigating = false) => {
      if (next && !loadedFacets) {
        setOpen(null);
        setPending(id);
        loadFacets(panelHref(results.basePath, results.query, `filter-${id}`));
        return;
      }
      setPending(null);
      setOpen(next ? id : null);
      if (!next && !navigating && urlOpen)
        navigate(results.panelHrefs.closed, { replace: true, preventScrollReset: true });
    },
    [navigate, results.panelHrefs.closed, results.basePath, results.query, urlOpen, loadedFacets, loadFacets],
  );

  // An outside click applies the open dropdown when something changed, else just closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const dropdown = barRef.current?.querySelector('[data-filter-dropdown="open"]');
      if (!dropdown || dropdown.contains(event.target as Node)) return;
      const form = dropdown.querySelector('form');
      if (form && hasChanged(form)) form.requestSubmit();
      else toggle(open, false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, toggle]);

  const dropdown = (group: FilterGroup) => ({
    open: open === group,
    openHref: panelHref(results.basePath, results.query, `filter-${group}`),
    closeHref: results.panelHrefs.closed,
    onToggle: (next: boolean, navigating?: boolean) => toggle(group, next, navigating),
    action: results.basePath,
    hidden: keptEntries(results.query, FILTER_PARAMS[group]),
    resetHref: hrefWith(results.basePath, results.query, FILTER_PARAMS[group]),
    count: results.total,
    // The facets API counts stay searches (booking and gifting).
    apiLocale:
      criteria.flow === 'booking' || criteria.flow === 'gifting'
        ? (findMarket(data.marketCode)?.locale ?? null)
        : null,
  });
  const distance = distanceMode(criteria.place, criteria.lat !== undefined, destination.lat);
  const moreCount =
    criteria.stars.length +
    (criteria.minScore !== undefined ? 1 : 0) +
    criteria.hotelTypes.length +
    criteria.hotelEnvironments.length +
    criteria.hotelStyles.length;

  return (
    <section className={css.bar} aria-labelledby={titleId} ref={barRef} key={results.query}>
      <div className={`container ${css.inner}`}>
        <h2 className={css.title} id={titleId}>
          {t('filters.title')}
          {results.filterBarCount > 0 ? (
            <span className={css.count}>
              <span aria-hidden="true">{results.filterBarCount}</span>
              <span className="visually-hidden">
                ({t('filters.activeCount', { count: results.filterBarCount })})
              </span>
            </span>
          ) : null}
        </h2>
        <ul className={css.list}>
          {filterGroups.activities ? (
            <li>
              <FilterDropdown
                label={t('filters.activities')}
                activeCount={criteria.tags.length}
                {...dropdown('activities')}
              >
                <ActivityFields groups={facets.activityGroups} />
              </FilterDropdown>
            </li>
          ) : null}
          <li>
            <FilterDropdown
              label={t('filters.price')}
              activeCount={criteria.priceMin !== undefined || criteria.priceMax !== undefined ? 1 : 0}
              {...dropdown('price')}
            >
              <PriceFields
                legend={t('filters.budgetPerNight')}
                flow={criteria.flow}
                priceMin={criteria.priceMin}
                priceMax={criteria.priceMax}
                range={facets.price}
                locale={locale}
              />
            </FilterDropdown>
          </li>
          {distance ? (
            <li>
              <FilterDropdown
                label={t('filters.distance')}
                activeCount={criteria.distanceMin !== undefined || criteria.distanceMax !== undefined ? 1 : 0}
                {...dropdown('distance')}
              >
                <DistanceFields
                  legend={t('filters.distance')}
                  hideLegend
                  place={destination.label ?? ''}
                  withSwitch={distance === 'switch'}
                  distanceMin={criteria.distanceMin}
                  distanceMax={criteria.distanceMax}
                />
              </FilterDropdown>
            </li>
          ) : null}
          {filterGroups.facilities ? (
            <li>
              <FilterDropdown
                label={t('filters.facilities')}
                activeCount={criteria.facilities.length + (criteria.petsAllowed ? 1 : 0)}
                {...dropdown('facilities')}
              >
                <OptionList
                  name="facilities"
                  legend={t('filters.facilities')}
                  hideLegend
                  options={facets.facilities}
                  columns
                />
              </FilterDropdown>
            </li>
          ) : null}
          <li>
            <FilterDropdown label={t('filters.more')} activeCount={moreCount} alignEnd {...dropdown('more')}>
              <OptionList name="stars" legend={t('filters.stars')} options={facets.stars} />
              <ScoreFields options={facets.score} />
              {ACCOMMODATION_FILTERS.map((name) => (
                <OptionList
                  key={name}
                  name={name}
                  legend={t(`filters.${name}`)}
                  options={facets[name]}
                  columns
                />
              ))}
            </FilterDropdown>
          </li>
        </ul>
        {results.filterBarCount > 0 ? (
          <Link className={css.removeAll} to={results.removeAllFiltersHref} preventScrollReset>
            {t('filters.removeAll')}
          </Link>
        ) : null}
        {results.total > 0 ? (
          <a className={css.removeAll} href={results.panelHrefs.map}>
            {t('actionBar.map')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
