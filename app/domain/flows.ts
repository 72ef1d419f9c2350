/**
 * The shop's flows: booking (stays for oneself, the default), gifting (a stay to offer), activity
 * (day activities without a night, only while the activity-only search is on) and hotel (a night in
 * a hotel). Each has its results page; gifting shares the stays' page with `?flow=gifting`.
 */

export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof FLOWS)[number];

/** The flows a results address can name by its path alone. */
export type RouteFlow = Exclude<Flow, 'gifting'>;

export function isFlow(value: unknown): value is Flow {
  return (FLOWS as readonly unknown[]).includes(value);
}

/** A flow from the query string; anything else is booking. */
export function parseFlow(value: string | null | undefined): Flow {
  return isFlow(value) ? value : 'booking';
}

/** The flows a visitor can choose between, in the search box's order. */
export function offeredFlows(activityOnlySearch: boolean): Flow[] {
  return FLOWS.filter((flow) => activityOnlySearch || flow !== 'activity');
}

const RESULTS_PATH: Record<Flow, string> = {
  booking: '/search',
  gifting: '/search',
  activity: '/search/activities',
  hotel: '/search/hotels',
};

/** The path of a flow's results page (without the query that gifting needs). */
export function resultsPath(marketCode: string, flow: Flow): string {
  return `/${marketCode}${RESULTS_PATH[flow]}`;
}

/** A link to a flow's results page without criteria. */
export function resultsHref(marketCode: string, flow: Flow): string {
  return flow === 'gifting' ? `${resultsPath(marketCode, flow)}?flow=gifting` : resultsPath(marketCode, flow);
}

/** The flow a results path stands for: /search/hotels is 'hotel', /search/activities 'activity'. */
export function flowOfResultsPath(pathname: string): RouteFlow {
  if (/\/search\/hotels\/?$/.test(pathname)) return 'hotel';
  if (/\/search\/activities\/?$/.test(pathname)) return 'activity';
  return 'booking';
}
