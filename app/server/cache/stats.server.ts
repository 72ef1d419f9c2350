import { dataCacheStats } from './data-cache.server';
import { pageCacheStats } from './page-cache.server';

/** The cache figures of this process (the server logs them; the benchmark reads X-Cache instead). */
export function shopStats() {
  return { dataCache: dataCacheStats(), pageCache: pageCacheStats() };
}
