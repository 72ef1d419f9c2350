import { parseReviewsView } from '~/domain/reviews/query';
import { reviewsViewQuery } from '~/domain/reviews/view-state';
import { loadReviewsPageOrHide } from '~/server/reviews/reviews-page.server';
import {
  data as withStatus,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { I18nNamespace } from '~/i18n';
import { firstSelectableDay, initialMonth } from '~/domain/calendar/selection';
import { imageUrl } from '~/domain/images';
import type { StayPageData, TooLateData } from '~/domain/product/stay-page';
import { parseStayQuery } from '~/domain/product/stay-query';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { todayIn, wallClockIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { loadStayPage, stayPath } from '~/server/product/stay-page.server';
import { clampMonth } from '~/ui/calendar/calendar-month-links';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { StayPage } from '~/ui/product/stay/stay-page';
import { TooLate } from '~/ui/product/stay/too-late';
import type { RouteSeoHandle } from '~/ui/route-handle';

/**
 * The page's strings: product and stay, the shared components' (reviews), the cards' and the
 * breadcrumb's (results); the calendar's only while it is open. The 'Too late!' and not-found
 * answers (no loader data) need the product and results strings.
 */
const namespaces = (data: unknown): readonly I18nNamespace[] => {
  const page = data as StayPageData | undefined;
  if (!page?.query) return ['product', 'results'];
  return page.calendar
    ? ['product', 'stay', 'reviews', 'results', 'calendar']
    : ['product', 'stay', 'reviews', 'results'];
};

export const handle: RouteSeoHandle = { pageCache: true, i18n: namespaces };

/** /{m}/stay/{offerId}/{slug?}: the stay product page (booking, or gifting with ?flow=gifting). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  invariantResponse(/^[1-9]\d{0,8}$/.test(params.offerId ?? ''), 'Not found', { status: 404 });
  const offerId = Number(params.offerId);
  const url = new URL(request.url);
  const clock = { today: todayIn(market.timeZone), hour: wallClockIn(market.timeZone).hour };
  const query = parseStayQuery(url.searchParams, firstSelectableDay(clock));
  const month = clampMonth(query.month ?? initialMonth(query, clock), clock);
  const db = await ready();
  // Everything the page shows depends on these and the catalogue (ADR 017).
  const key = ['stay', market.code, offerId, clock.today, clock.hour, month, JSON.stringify(query)].join('|');
  const result = await cachedCatalogueRead(db, key, () =>
    loadStayPage({ db, market, offerId, query, clock, month }),
  );
  if (result.kind === 'notFound') {
    const t = await getFixedT(market.language, 'errors');
    throw withStatus({ documentTitle: t('notFound.metaTitle') }, { status: 404 });
  }
  // An expired or unpublished stay is gone: 'Too late!' with the hotel's other offers (ADR 029).
  if (result.kind === 'tooLate') throw withStatus(result.data, { status: 410 });
  if (params.slug !== result.slug) {
    throw redirect(stayPath(market.code, offerId, result.slug) + url.search, 301);
  }
  // The reviews view (`?reviews=1`) is read apart: its pages do not multiply the page's cached data.
  const reviewsState = parseReviewsView(url.searchParams, market.language);
  const reviewsPage =
    reviewsState && result.data.reviews
      ? await loadReviewsPageOrHide(
          db,
          { hotelId: result.data.reviews.summary.hotelId, ...reviewsViewQuery(reviewsState) },
          request,
        )
      : null;
  return {
    ...result.data,
    reviewsView: reviewsState && reviewsPage ? { state: reviewsState, page: reviewsPage } : null,
  };
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, max-age=0, must-revalidate' });

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  // 'Too late!' and the not-found page carry their document title with their status.
  if (isRouteErrorResponse(error)) {
    const title = (error.data as { documentTitle?: unknown } | null)?.documentTitle;
    return typeof title === 'string' ? [{ title }] : [];
  }
  if (!data) return [];
  const first = data.images[0];
  return [
    { title: `${data.title} | ${data.hotel.label}` },
    { name: 'description', content: data.description },
    ...(first
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: imageUrl(first.id, '960_540'),
            fetchpriority: 'high',
          },
        ]
      : []),
  ];
};

export default function StayRoute() {
  const data = useLoaderData<typeof loader>() as StayPageData;
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(namespaces(data));
  return <StayPage data={data} />;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 410: ({ error }) => <TooLate data={error.data as TooLateData} /> }}
    />
  );
}
