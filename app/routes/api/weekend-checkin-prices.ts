import type { LoaderFunctionArgs } from '@remix-run/node';
import { checkinPricesRequest, type CheckinPricesResponse } from '~/domain/api/availability';
import { firstValues } from '~/domain/api/query-string';
import { addMonths, type IsoMonth } from '~/domain/calendar/dates';
import { formatMoney } from '~/domain/format';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { checkinPrices } from '~/server/availability.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';

/**
 * GET /api/weekend/{id}/packageCheckinPrices.json?locale&month=yyyy-MM&length=2&nights&adult&child&baby
 * The price of a stay of `nights` nights for each check-in day of `length` months from `month`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(checkinPricesRequest, {
    ...query,
    nights: query.nights ?? query.night,
    id: params.id,
  });
  if (!input.ok) return input.response;
  const { id: offerId, locale: market, length, nights, adult, child } = input.data;
  const today = todayIn(market.timeZone);
  const month = input.data.month ?? today.slice(0, 7);
  const months: IsoMonth[] = Array.from({ length }, (_, i) => addMonths(month, i));
  const db = await ready();
  const days = await checkinPrices(
    db,
    offerId,
    months,
    { nights, adults: adult, children: child },
    (cents) => formatMoney(cents, market.bcp47),
    today,
  );
  if (!days) return notFoundJson('No such offer');
  const answer: CheckinPricesResponse = { days, nextMonth: addMonths(month, length) };
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
