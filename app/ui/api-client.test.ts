import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, apiGet, apiUrl, getJson } from './api-client';

type FetchArgs = [string, RequestInit];

function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const never = () => new Promise<Response>(() => {});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('puts path parameters in place and the query after them, in order', () => {
    expect(
      apiUrl('checkinPrices', {
        params: { id: 7 },
        query: { locale: 'fr_FR', month: '2026-12', length: 2, nights: 2, adult: 2, child: 0, baby: 0 },
      }),
    ).toBe(
      '/api/weekend/7/packageCheckinPrices.json?locale=fr_FR&month=2026-12&length=2&nights=2&adult=2&child=0&baby=0',
    );
  });

  it('encodes values, repeats lists, keeps empty text and leaves absent values out', () => {
    expect(
      apiUrl('searchFacets', {
        query: {
          locale: 'fr_FR',
          q: 'Saint-Malo & co',
          tags: ['3', '12'],
          hotelId: undefined,
          withNames: 'false',
        },
      }),
    ).toBe('/api/search/facets.json?locale=fr_FR&q=Saint-Malo+%26+co&tags=3&tags=12&withNames=false');
    expect(apiUrl('recommendedAutocomplete', { query: { locale: 'nl_BE', q: '' } })).toBe(
      '/api/recommendedAutocomplete.json?locale=nl_BE&q=',
    );
  });

  it('encodes a path parameter', () => {
    expect(apiUrl('checkoutNights', { params: { id: 'a/b' }, query: { checkin: '2026-12-05' } })).toBe(
      '/api/weekend/a%2Fb/packageCheckoutNights.json?checkin=2026-12-05',
    );
  });
});

describe('apiGet', () => {
  it('asks for JSON at the endpoint and returns the answer', async () => {
    const fetchMock = stubFetch(async () => Response.json([2, 3]));
    const result = await apiGet('checkoutNights', {
      params: { id: 7 },
      query: { checkin: '2026-12-05', adult: 2 },
    });
    expect(result).toEqual({ ok: true, data: [2, 3] });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/weekend/7/packageCheckoutNights.json?checkin=2026-12-05&adult=2');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('an error status is a failure with the status and the error body naming the field', async () => {
    const body = {
      error: {
        code: 'INVALID_INPUT',
        message: 'expected an integer from 1 to 30',
        fields: [{ field: 'maxResults', message: 'expected an integer from 1 to 30' }],
      },
    };
    stubFetch(async () => Response.json(body, { status: 400 }));
    const result = await apiGet('autocompleteGeonames', {
      query: { locale: 'fr_FR', term: 'Par', maxResults: 99 },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toBeInstanceOf(Error);
    expect(result.failure.kind).toBe('status');
    expect(result.failure.status).toBe(400);
    expect(result.failure.body?.error.fields?.[0].field).toBe('maxResults');
    expect(result.failure.message).toContain('/api/autocomplete-geonames.json?');
  });

  it('an error status without a JSON body is still a status failure', async () => {
    stubFetch(async () => new Response('Bad gateway', { status: 502 }));
    const result = await apiGet('searchOffers', { query: { locale: 'fr_FR' } });
    expect(result.ok || [result.failure.kind, result.failure.status, result.failure.body]).toEqual([
      'status',
      502,
      undefined,
    ]);
  });

  it('a success whose body is not JSON is a body failure', async () => {
    stubFetch(async () => new Response('<html>', { status: 200 }));
    const result = await apiGet('searchFacets', { query: { locale: 'fr_FR' } });
    expect(result.ok || result.failure.kind).toBe('body');
  });

  it('a request that cannot be sent is a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await apiGet('mapSearch', { query: { locale: 'fr_FR', performMapSearch: 'true' } });
    expect(result.ok || result.failure.kind).toBe('network');
    expect(result.ok || result.failure.cause).toBeInstanceOf(TypeError);
  });
});

describe('timeout and abort', () => {
  it(`gives up after ${API_TIMEOUT_MS} ms without an answer, and aborts the request`, async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(never);
    let settled = false;
    const pending = getJson('/api/search/offers.json').then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.ok || result.failure.kind).toBe('timeout');
    expect((fetchMock.mock.calls[0] as FetchArgs)[1].signal?.aborted).toBe(true);
  });

  it('the timeout also covers a body that never ends', async () => {
    vi.useFakeTimers();
    stubFetch(async () => new Response(new ReadableStream({ start() {} })));
    const pending = getJson('/assets/atlas.json', { timeoutMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    const result = await pending;
    expect(result.ok || result.failure.kind).toBe('timeout');
  });

  it("the caller's signal aborts a request under way", async () => {
    const fetchMock = stubFetch(never);
    const controller = new AbortController();
    const pending = apiGet('autocompleteGeonames', {
      query: { locale: 'fr_FR', term: 'Pa' },
      signal: controller.signal,
    });
    controller.abort();
    const result = await pending;
    expect(result.ok || result.failure.kind).toBe('aborted');
    expect((fetchMock.mock.calls[0] as FetchArgs)[1].signal?.aborted).toBe(true);
  });

  it('an already aborted signal fails at once', async () => {
    stubFetch(never);
    const result = await getJson('/api/search/facets.json', { signal: AbortSignal.abort() });
    expect(result.ok || result.failure.kind).toBe('aborted');
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    stubFetch(async () => Response.json({ totalCount: 3 }));
    const result = await getJson<{ totalCount: number }>('/api/search/facets.json');
    expect(result.ok && result.data.totalCount).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
