import { describe, expect, it } from 'vitest';
import { isPageCacheCandidate } from './page-cache.server';

const request = (path: string, init: RequestInit = {}) => new Request(`http://shop.test${path}`, init);

describe('page cache candidates', () => {
  it('takes anonymous GET and HEAD document requests', () => {
    expect(isPageCacheCandidate(request('/fr-fr/search?country=FR'))).toBe(true);
    expect(isPageCacheCandidate(request('/fr-fr', { method: 'HEAD' }))).toBe(true);
  });

  it('never takes a request that carries a cookie or credentials', () => {
    expect(isPageCacheCandidate(request('/fr-fr', { headers: { Cookie: 'shop_session=x' } }))).toBe(false);
    expect(isPageCacheCandidate(request('/fr-fr', { headers: { Authorization: 'Bearer x' } }))).toBe(false);
  });

  it('leaves writes, data requests, APIs, images and assets alone', () => {
    expect(isPageCacheCandidate(request('/fr-fr/contact', { method: 'POST' }))).toBe(false);
    expect(isPageCacheCandidate(request('/fr-fr/search.data?country=FR'))).toBe(false);
    expect(isPageCacheCandidate(request('/api/search/offers.json'))).toBe(false);
    expect(isPageCacheCandidate(request('/img/hotel-1/640_360'))).toBe(false);
    expect(isPageCacheCandidate(request('/assets/entry.client-abc.js'))).toBe(false);
    expect(isPageCacheCandidate(request('/sitemap.xml'))).toBe(false);
  });
});
