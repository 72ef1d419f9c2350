/** Result pagination: 'from - to results of total'; every page listed under 10 pages, a shortened list above. */
export const FULL_LIST_BELOW = 10;

/**
 * Cards per results page (ADR 028): eight rows of the three-column grid, twelve of two. Each card
 * costs about 2 KB of the page (its markup and its hydration data), so this sets most of its weight.
 */
export const RESULTS_PAGE_SIZE = 24;

export type PageItem = number | 'gap';

export interface PaginationView {
  page: number;
  pageCount: number;
  total: number;
  from: number;
  to: number;
  items: PageItem[];
  previous?: number;
  next?: number;
}

export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  if (pageCount < FULL_LIST_BELOW) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const keep = new Set(
    [1, 2, pageCount - 1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  );
  const sorted = [...keep].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push(p - sorted[i - 1] === 2 ? p - 1 : 'gap');
    items.push(p);
  });
  return items;
}

export function paginate(total: number, page: number, pageSize: number): PaginationView {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return {
    page: current,
    pageCount,
    total,
    from,
    to,
    items: pageItems(current, pageCount),
    previous: current > 1 ? current - 1 : undefined,
    next: current < pageCount ? current + 1 : undefined,
  };
}
