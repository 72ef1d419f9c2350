import {
  data as withHeaders,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { parseGalleryState } from '~/domain/product/gallery-state';
import { parseReviewsView } from '~/domain/reviews/query';
import { reviewsViewQuery } from '~/domain/reviews/view-state';
import {
  anchorRedirect,
  descriptionParts,
  parseHotelStay,
  parseId,
  parseInfoState,
  stayParams,
} from '~/domain/product/hotel-page';
import type { HotelPageView } from '~/domain/product/hotel-view';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { wallClockIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { hotelCalendar } from '~/server/product/hotel-calendar.server';
import { loadHotelPage } from '~/server/product/hotel-page.server';
import { loadReviewsPageOrHide } from '~/server/reviews/reviews-page.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { publicOrigin } from '~/server/seo.server';
import { clampMonth } from '~/ui/calendar/calendar-month-links';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { HotelPage } from '~/ui/product/hotel/hotel-page';
import type { RouteSeoHandle } from '~/ui/route-handle';

const NAMESPACES = ['hotel', 'reviews', 'results', 'calendar'] as const;

export const handle: RouteSeoHandle = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: NAMESPACES,
};

/** /{m}/hotel/{hotelId}/{slug?}: the hotel, its rooms and offers for the stay of the address, and its URL states. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  const hotelId = parseId(params.hotelId);
  invariantResponse(hotelId, 'Not found', { status: 404 });
  const url = new URL(request.url);
  const wall = wallClockIn(market.timeZone);
  const clock = { today: wall.isoDate, hour: wall.hour };
  const stay = parseHotelStay(url.searchParams, clock);
  const db = await ready();
  // Computed once per catalogue version for the market, the day (and the 20:00 rule) and the stay (ADR 017).
  const key = [
    'hotel',
    market.code,
    hotelId,
    clock.today,
    clock.hour >= 20 ? 'late' : '',
    stayParams(stay),
  ].join('|');
  const { page } = await cachedCatalogueRead(db, key, async () => ({
    page: (await loadHotelPage(db, { hotelId, market, stay })) ?? null,
  }));
  invariantResponse(page, 'Not found', { status: 404 });
  // The catalogue's slug is the canonical address: any other is a permanent redirect, query kept.
  if (params.slug !== page.hotel.slug) throw redirect(`${page.hotel.path}${url.search}`, 301);
  // anchor=products scrolls to the offers: the same address with the fragment does it without JavaScript.
  const anchored = anchorRedirect(page.hotel.path, url.searchParams);
  if (anchored) throw redirect(anchored, 302);

  const calendar = await hotelCalendar(db, {
    hotelId,
    month: clampMonth(url.searchParams.get('month') ?? undefined, clock),
    clock,
    market,
  });
  const requestedOffer = parseId(url.searchParams.get('offer'));
  const offer = page.rooms.flatMap((r) => r.offers).find((o) => o.id === requestedOffer);
  const reviewsState = parseReviewsView(url.searchParams, market.language);
  const [t, reviewsPage] = await Promise.all([
    getFixedT(market.language, 'hotel'),
    reviewsState
      ? loadReviewsPageOrHide(db, { hotelId, ...reviewsViewQuery(reviewsState) }, request)
      : Promise.resolve(null),
  ]);
  const payload: HotelPageView = {
    marketCode: market.code,
    language: market.language,
    bcp47: market.bcp47,
    origin: publicOrigin(),
    search: url.search,
    clock,
    stay,
    page,
    calendar,
    description: descriptionParts(page.hotel.description),
    reviewsView: reviewsState && reviewsPage ? { state: reviewsState, page: reviewsPage } : null,
    states: {
      gallery: parseGalleryState(url.searchParams, page.hotel.images.length),
      info: parseInfoState(url.searchParams.get('info')) ?? null,
      // 'Select' without dates asks for them; with dates it opens the offer's detail.
      offerId: offer && stay.checkin ? offer.id : null,
      datesPrompt: Boolean(offer && !stay.checkin),
    },
    documentTitle: t('meta.title', { hotel: page.hotel.label, city: page.hotel.city ?? '' }),
  };
  // An inactive hotel is still shown, but not to be indexed.
  return withHeaders(payload, page.hotel.active ? {} : { headers: { 'X-Robots-Tag': 'noindex, follow' } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const robots = loaderHeaders.get('X-Robots-Tag');
  return {
    'Cache-Control': 'private, max-age=0, must-revalidate',
    ...(robots ? { 'X-Robots-Tag': robots } : {}),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.documentTitle },
    { name: 'description', content: `${data.description.mobile}${data.description.desktop}` },
  ];
};

export default function HotelRoute() {
  const data = useLoaderData<typeof loader>();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(NAMESPACES);
  return <HotelPage data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
