import { data as withStatus, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useParams } from '@remix-run/react';
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
import { logServerError } from '~/server/log.server';
import type { RouteSeoHandle } from '~/ui/route-handle';
import { NotFoundPage } from '~/ui/not-found-page';
import { NotFoundPlain } from '~/ui/not-found-plain';

/** 'Too late!' shows offer cards, with the results page's strings. */
const namespaces = (data: unknown) =>
  (data as { tooLate?: unknown } | undefined)?.tooLate
    ? (['search', 'results'] as const)
    : (['search'] as const);

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
  // Reporting must never turn a 404 into a 500.
  await recordNotFound(db, url.pathname + url.search, market.locale).catch((error) =>
    logServerError(error, request),
  );
  const [offers, articles, themes] = await Promise.all([
    hotelId ? otherOffersOfHotel(db, hotelId, market.language, 6) : Promise.resolve([]),
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

export function ErrorBoundary() {
  const params = useParams();
  return <NotFoundPlain market={findMarket(params.market) ?? DEFAULT_MARKET} />;
}
