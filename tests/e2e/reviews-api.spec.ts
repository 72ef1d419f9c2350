import { expect, test } from '@playwright/test';
import { hotelReviewsResponse } from '../../app/domain/api/reviews';

/**
 * The reviews API through the running server: its address in the route table, the JSON it answers
 * for a hotel found by the search API, a 404 for an unknown hotel and a 400 naming a bad parameter.
 */
test.describe('GET /api/hotel/{hotelId}/reviews.json', { tag: '@http' }, () => {
  test('answers a page of a reviewed hotel’s reviews, 404 for an unknown hotel, 400 for a bad sort', async ({
    request,
  }) => {
    const search = await request.get('/api/search/offers.json?locale=fr_FR&country=FR');
    expect(search.status()).toBe(200);
    const { exactMatch } = (await search.json()) as {
      exactMatch: { hotel: { id: number; review: { count: number } } }[];
    };
    const hotel = exactMatch.map((o) => o.hotel).find((h) => h.review.count > 0);
    expect(hotel, 'a reviewed hotel in the results').toBeDefined();

    const response = await request.get(
      `/api/hotel/${hotel!.id}/reviews.json?locale=fr_FR&sort=SCORE_DESC&withOtherLanguageFallback=true&client=msite`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const page = hotelReviewsResponse.parse(await response.json());
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(10);
    expect(page.details).toHaveLength(6);
    const scores = page.list.map((r) => r.average);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const missing = await request.get('/api/hotel/1999999999/reviews.json?locale=fr_FR');
    expect(missing.status()).toBe(404);
    const bad = await request.get(`/api/hotel/${hotel!.id}/reviews.json?sort=PRICE`);
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('sort');
  });
});
