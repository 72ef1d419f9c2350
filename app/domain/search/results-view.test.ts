import { describe, expect, it } from 'vitest';
import { openDropdown, panelHref, parsePanel } from './results-view';

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
