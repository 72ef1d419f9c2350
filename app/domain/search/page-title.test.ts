import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enResults from '../../../locales/en/results.json';
import frCommon from '../../../locales/fr/common.json';
import frResults from '../../../locales/fr/results.json';
import {
  resultsCount,
  searchDocumentTitle,
  searchHeading,
  titleDestination,
  type SearchTitleInput,
} from './page-title';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common: enCommon, results: enResults }, fr: { common: frCommon, results: frResults } },
  defaultNS: 'results',
  interpolation: { escapeValue: false },
});
const en = i18n.getFixedT('en', 'results');
const fr = i18n.getFixedT('fr', 'results');

const paris: SearchTitleInput = {
  flow: 'booking',
  destination: 'Paris',
  theme: null,
  checkin: '2026-12-12',
  checkout: '2026-12-14',
  total: 124,
  page: 1,
  locale: 'en-GB',
};

/** Intl's date ranges use thin spaces, or none, around the dash depending on the locale data: compare without. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ').replace(/ ?– ?/g, '–');

describe('search page title', () => {
  it('says what was searched, when, how many results, then the shop', () => {
    expect(plain(searchDocumentTitle(en, paris))).toBe(
      'Weekends in Paris, 12–14 Dec · 124 offers | Weekend Shop',
    );
  });

  it('is translated, dates included', () => {
    expect(plain(searchDocumentTitle(fr, { ...paris, locale: 'fr-FR' }))).toBe(
      'Séjours et week-ends : Paris, 12–14 déc. · 124 offres | Weekend Shop',
    );
  });

  it('leaves the dates out when there are none, and for gifts', () => {
    expect(searchDocumentTitle(en, { ...paris, checkin: undefined, checkout: undefined })).toBe(
      'Weekends in Paris · 124 offers | Weekend Shop',
    );
    expect(searchDocumentTitle(en, { ...paris, flow: 'gifting' })).toBe(
      'Stays to offer in Paris · 124 offers | Weekend Shop',
    );
  });

  it('names the flow without a destination, the theme, one result and the page after the first', () => {
    expect(
      searchDocumentTitle(en, {
        ...paris,
        destination: null,
        checkin: undefined,
        theme: 'Wellness',
        total: 1,
        page: 3,
      }),
    ).toBe('Weekends and short breaks · 1 offer Wellness · page 3 | Weekend Shop');
    expect(plain(searchDocumentTitle(en, { ...paris, flow: 'hotel', checkout: '2026-12-16' }))).toBe(
      'Hotels in Paris, 12–16 Dec · 124 offers | Weekend Shop',
    );
  });

  it('counts activities as activities', () => {
    expect(resultsCount(en, 'activity', 3, 'Wellness')).toBe('3 activities');
    expect(searchHeading(en, 'activity', 'Annecy')).toBe('Activities in Annecy');
    expect(
      plain(searchDocumentTitle(en, { ...paris, flow: 'activity', destination: 'Annecy', total: 3 })),
    ).toBe('Activities in Annecy, 12–14 Dec · 3 activities | Weekend Shop');
  });

  it('names a destination only once one place is resolved', () => {
    expect(titleDestination({ label: 'Paris', candidates: null })).toBe('Paris');
    expect(titleDestination({ label: null, candidates: null })).toBeNull();
    expect(titleDestination({ label: 'Saint', candidates: [{}, {}] })).toBeNull();
  });
});
