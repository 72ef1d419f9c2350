import { parseSearchCriteria } from '../app/domain/search/criteria';
import { effectiveSort } from '../app/domain/search/sort';
import { createDatabase } from '../app/server/db/db.server';
import { resolveDestination } from '../app/server/search/destination.server';
import { searchFacetCounts } from '../app/server/search/facets.server';
import { searchOffers } from '../app/server/search/offer-search.server';
const db = createDatabase('file:data/shop.sqlite');
const today = new Date().toISOString().slice(0, 10);
const criteria = parseSearchCriteria(new URLSearchParams('country=FR&checkin=2026-12-19&checkout=2026-12-21&a=2&c=1&stars=3,4,5&facilities=wifi&minHotelReviewScore=7'), { today });
const sort = effectiveSort(criteria);
const t: number[] = []; const tr: number[] = []; const tf: number[] = [];
for (let i = 0; i < 220; i++) {
  const a = performance.now();
  const destination = await resolveDestination(db, criteria, 'fr');
  const b = performance.now();
  await searchOffers(db, { criteria, destination, sort, page: 1, pageSize: 30 });
  const c = performance.now();
  await searchFacetCounts(db, { criteria, destination });
  const d = performance.now();
  if (i >= 20) { t.push(d - a); tr.push(c - b); tf.push(d - c); }
}
const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * p)].toFixed(2);
console.log('total p50', q(t, .5), 'p95', q(t, .95), '| results p50', q(tr, .5), '| facets p50', q(tf, .5));
