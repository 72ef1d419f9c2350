/** The record kept in local storage for each stay or activity page visited. */
export interface RecentlyViewedRecord {
  kind: 'stay' | 'activity';
  id: number;
  title: string;
  /** the page's path in its market, without query */
  path: string;
  imageId: string | null;
  /** shown price in cents, or null when unknown */
  priceCents: number | null;
  /** hotel or activity centre, city */
  subtitle: string;
}

/** Records the page in the visitor's recently viewed list (after mount; nothing without JavaScript). */
export function useRecordRecentlyViewed(_record: RecentlyViewedRecord): void {}

/** The carousel of the visitor's recently viewed products, the current one excepted. */
export function RecentlyViewed(_props: { currentPath: string }) {
  return null;
}
