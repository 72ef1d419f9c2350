/**
 * What a results page says it shows, in its heading, its count and its document title: the flow and
 * destination ('Weekends in Paris'), the dates when the search has them (gifts have none), the number
 * of results, the page after the first, then the shop's name.
 */
import { formatIsoDateRange } from '../calendar/dates';
import type { Flow } from '../flows';

/** An i18next `t` of the `results` namespace (the shop's name is `common:brand`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SearchTitleInput {
  flow: Flow;
  /** the destination searched, when one place is resolved */
  destination: string | null;
  theme: string | null;
  checkin?: string;
  checkout?: string;
  total: number;
  page: number;
  /** the market's BCP 47 locale, for the dates */
  locale: string;
}

/** The destination a title names: the one place searched, none while free text matches several. */
export function titleDestination(destination: {
  label?: string | null;
  candidates?: unknown[] | null;
}): string | null {
  return destination.label && !destination.candidates ? destination.label : null;
}

/** 'Weekends in Paris', or the flow's own heading when no destination is resolved. */
export function searchHeading(t: Translate, flow: Flow, destination: string | null): string {
  return destination ? t(`title.${flow}In`, { destination }) : t(`title.${flow}`);
}

/** The number of results as the page's count says it: '124 offers Wellness', '3 activities'. */
export function resultsCount(t: Translate, flow: Flow, total: number, theme: string | null): string {
  return flow === 'activity'
    ? t('activityCount', { count: total })
    : t('count', { count: total, theme: theme ?? '' }).trim();
}

/** The document title: 'Weekends in Paris, 12–14 Dec · 124 offers | Weekend Shop'. */
export function searchDocumentTitle(t: Translate, input: SearchTitleInput): string {
  const heading = searchHeading(t, input.flow, input.destination);
  const count = resultsCount(t, input.flow, input.total, input.theme);
  const dated = input.flow !== 'gifting' && input.checkin && input.checkout;
  let title = dated
    ? t('documentTitle.dated', {
        heading,
        dates: formatIsoDateRange(input.checkin!, input.checkout!, input.locale),
        count,
      })
    : t('documentTitle.undated', { heading, count });
  if (input.page > 1) title = t('documentTitle.page', { title, page: input.page });
  return t('documentTitle.shop', { title, brand: t('common:brand') });
}
