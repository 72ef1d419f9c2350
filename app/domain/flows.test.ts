import { describe, expect, it } from 'vitest';
import { flowOfResultsPath, offeredFlows, parseFlow, resultsHref, resultsPath } from './flows';

describe('flows', () => {
  it('reads a flow, booking otherwise', () => {
    expect(parseFlow('gifting')).toBe('gifting');
    expect(parseFlow('hotel')).toBe('hotel');
    expect(parseFlow('GIFTING')).toBe('booking');
    expect(parseFlow(null)).toBe('booking');
  });

  it('offers the activity flow only while the activity-only search is on', () => {
    expect(offeredFlows(true)).toEqual(['booking', 'gifting', 'activity', 'hotel']);
    expect(offeredFlows(false)).toEqual(['booking', 'gifting', 'hotel']);
  });

  it('gives each flow its results page, gifting on the stays page', () => {
    expect(resultsHref('fr-fr', 'booking')).toBe('/fr-fr/search');
    expect(resultsHref('fr-fr', 'gifting')).toBe('/fr-fr/search?flow=gifting');
    expect(resultsHref('nl-be', 'hotel')).toBe('/nl-be/search/hotels');
    expect(resultsHref('it-it', 'activity')).toBe('/it-it/search/activities');
    expect(resultsPath('fr-fr', 'gifting')).toBe('/fr-fr/search');
  });

  it('reads the flow of a results path', () => {
    expect(flowOfResultsPath('/fr-fr/search')).toBe('booking');
    expect(flowOfResultsPath('/fr-fr/search/hotels')).toBe('hotel');
    expect(flowOfResultsPath('/fr-fr/search/hotels/')).toBe('hotel');
    expect(flowOfResultsPath('/fr-fr/search/activities')).toBe('activity');
    for (const flow of ['booking', 'activity', 'hotel'] as const)
      expect(flowOfResultsPath(resultsPath('es-es', flow))).toBe(flow);
  });
});
