import type { LoaderFunctionArgs } from '@remix-run/node';
import { productOffersRequest } from '~/domain/api/product';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { hotelOffersForDates } from '~/server/product/product-offers.server';

/** GET /api/product/{id}/offers?checkin&nights&adult&child&baby&locale: the hotel's offers for those dates. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const input = readApiInput(productOffersRequest, { ...firstValues(url.searchParams), id: params.id });
  if (!input.ok) return input.response;
  const { id, locale: market, checkin, nights, adult, child } = input.data;
  const db = await ready();
  const today = todayIn(market.timeZone);
  const answer = await hotelOffersForDates(
    db,
    id,
    { checkin, nights, pax: { adults: adult, children: child } },
    today,
  );
  if (!answer) return notFoundJson('No such product');
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
