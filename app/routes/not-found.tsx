import { data as withStatus, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import { offeredFlows } from '~/domain/flows';
import { cardContextOf, toCardView } from '~/domain/search/card';
import { getArticles } from '~/server/content.server';
import { listThemes } from '~/server/catalogue.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { getEnv } from '~/server/env.server';
import { getFixedT } from '~/server/i18n.server';
import { otherOffersOfHotel } from '~/server/hotel-offers.server';
import { recordNotFound } from '~/server/reports.server';
import { clientAddressOf } from '~/server/security/client-address.server';
import type { RouteSeoHandle } from '~/ui/route-handle';
import { NotFoundPage } from '~/ui/not-found-page';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';

/** 'Too late!' shows offer cards, with the results page's strings. */
const namespaces = (data: unknown) =>
  (data as { tooLate?: unknown } | undefined)?.tooLate
    ? (['errors', 'search', 'results'] as const)
    : (['errors', 'search'] as const);

export const handle: RouteSeoHandle = { robots: 'noindex, follow', i18n: namespaces };

/**
 * Every address the shop does not know (or has not built yet): status 404, noindex, the missing
 * address recorded, and help to go on: other offers of the hotel asked for ('Too late!'), the
 * search box and a selection of articles.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = findMarket(params.market) ?? DEFAULT_MARKET;
  const url = new URL(request.url);
  const hotelParam = url.searchParams.get('hotelId') ?? url.searchParams.get('hotel');
  const hotelId = hotelParam && /^\d{1,9}$/.test(hotelParam) ? Number(hotelParam) : undefined;
  const db = await ready();
  const t = await getFixedT(market.language, 'errors');
  const today = todayIn(market.timeZone);
  // Counted in memory and written in batches (ADR 024): the page never waits for the report.
  recordNotFound({
    source: 'page',
    uri: url.pathname + url.search,
    locale: market.locale,
    client: clientAddressOf(request),
  });
  const [offers, articles, themes] = await Promise.all([
    hotelId ? otherOffersOfHotel(db, hotelId, market.language, today, 6) : Promise.resolve([]),
    getArticles(market, 6, db),
    listThemes(market.language, db),
  ]);
  const cards = offers.map((o) => toCardView(o, cardContextOf(market.code, today)));
  return withStatus(
    {
      marketCode: market.code,
      title: t('notFound.metaTitle'),
      today,
      themes: themes.map((th) => ({ id: th.id, name: th.name })),
      flows: offeredFlows(getEnv().activityOnlySearch),
      tooLate: cards.length > 0 ? { hotel: cards[0].hotel.label, cards } : null,
      articles: articles.map((a) => ({
        id: a.id,
        title: a.title,
        teaser: a.teaser,
        imageId: a.imageId,
        href: `/${market.code}/weekend-ideas#${a.slug}`,
      })),
    },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '404' }];

export default function NotFoundRoute() {
  const data = useLoaderData<typeof loader>();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(namespaces(data));
  return <NotFoundPage {...data} />;
}

/** The page's own data failed: the crash page for a fault, never the not-found text under a 500. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
