import { describe, expect, it } from 'vitest';
import type { CardOfferInput } from './card';
import { parseSearchCriteria } from './criteria';
import {
  buildResultsView,
  compactResultsView,
  expandResultsView,
  openDropdown,
  panelHref,
  parsePanel,
} from './results-view';

describe('parsePanel', () => {
  it('keeps the page panels and the filter bar dropdowns, nothing else', () => {
    for (const panel of ['filters', 'sort', 'map', 'filter-price', 'filter-more', 'filter-activities'])
      expect(parsePanel(panel)).toBe(panel);
    for (const panel of [null, '', 'filter-', 'filter-stars', 'filters-price', 'price', 'MAP'])
      expect(parsePanel(panel)).toBeNull();
  });
});

describe('openDropdown', () => {
  it('names the dropdown of a filter-… panel only', () => {
    expect(openDropdown('filter-facilities')).toBe('facilities');
    expect(openDropdown('filters')).toBeNull();
    expect(openDropdown(null)).toBeNull();
  });
});

describe('panelHref', () => {
  it('adds the panel to the criteria, or leaves the address without one', () => {
    expect(panelHref('/fr-fr/search', '?country=FR&stars=4&stars=5', 'filter-more')).toBe(
      '/fr-fr/search?country=FR&stars=4&stars=5&panel=filter-more',
    );
    expect(panelHref('/fr-fr/search', '?country=FR', null)).toBe('/fr-fr/search?country=FR');
    expect(panelHref('/fr-fr/search', '', null)).toBe('/fr-fr/search');
  });
});

describe('the results view as the page data carries it', () => {
  const offer = (id: number): CardOfferInput => ({
    id,
    slug: `stay-${id}`,
    label: `Stay ${id}`,
    imageIds: [`spa-${id}`],
    hotel: {
      id: id * 10,
      slug: `hotel-${id}`,
      label: `Hotel ${id}`,
      stars: 4,
      locationLabel: 'Annecy',
      review: { count: 3, average: 8 },
    },
    sellCents: 25_900 + id,
    refCents: 32_000,
    nights: 2,
    itemCategory: 'weekend',
    otherOffersCount: 0,
  });
  const build = (query: string) => {
    const criteria = parseSearchCriteria(new URLSearchParams(query), { today: '2026-11-22' });
    const view = buildResultsView({
      basePath: '/fr-fr/search',
      criteria,
      sort: 'priceAsc',
      total: 95,
      pageSize: 24,
      offers: [1, 2, 3, 4, 5].map(offer),
      fallbacks: [],
      panel: null,
      cardContext: {
        market: 'fr-fr',
        flow: criteria.flow,
        checkin: criteria.checkin,
        checkout: criteria.checkout,
        adults: criteria.pax.adults,
        children: criteria.pax.children,
        babies: criteria.pax.babies,
        today: '2026-11-22',
      },
    });
    return { criteria, view };
  };

  it('leaves out the links that follow from the criteria, and the query the card links share', () => {
    const { view } = build('city=12&checkin=2026-12-11&checkout=2026-12-13&c=1&stars=4&sort=priceAsc&page=2');
    expect(view.cards.length).toBe(5);
    const compact = compactResultsView(view);
    expect(compact.cardQuery).toBe('?checkin=2026-12-11&checkout=2026-12-13&nights=2&c=1');
    expect(compact.cards.map((c) => c.href)).toEqual(
      [1, 2, 3, 4, 5].map((id) => `/fr-fr/stay/${id}/stay-${id}`),
    );
    // the groups hold the same card objects, so the serialisation shares them
    expect(compact.cardGroups[0][0]).toBe(compact.cards[0]);
    const wire = JSON.stringify(compact);
    expect(wire).not.toContain('panel=');
    expect(wire.split('checkin=2026-12-11&checkout=2026-12-13&nights').length).toBe(2);
    expect(wire.length).toBeLessThan(JSON.stringify(view).length * 0.8);
  });

  it('gives the whole view back from the criteria', () => {
    for (const query of [
      'city=12&checkin=2026-12-11&checkout=2026-12-13&c=1&stars=4&sort=priceAsc&page=2',
      'country=FR',
      'q=Annecy&flow=gifting',
    ]) {
      const { criteria, view } = build(query);
      expect(expandResultsView(compactResultsView(view), criteria)).toEqual(view);
    }
  });
});
