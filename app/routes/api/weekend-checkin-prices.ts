import type { LoaderFunctionArgs } from '@remix-run/node';
import { addMonths, type IsoMonth } from '~/domain/calendar/dates';
import { MAX_MONTHS_AHEAD } from '~/domain/calendar/selection';
import { formatMoney } from '~/domain/format';
import { findMarketByLocale } from '~/domain/market';
import type { FieldError } from '~/domain/search/criteria';
import { checkinPrices } from '~/server/availability.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { apiError } from '~/server/search/search-api.server';
import { intParam, monthParam, notFoundJson, travellerParams } from '~/server/api-params.server';

/**
 * GET /api/weekend/{id}/packageCheckinPrices.json?locale&month=yyyy-MM&length=2&nights&adult&child&baby
 * The price of a stay of `nights` nights for each check-in day of `length` months from `month`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams;
  const market = findMarketByLocale(q.get('locale') ?? 'fr_FR');
  if (!market) return apiError([{ field: 'locale', message: 'unknown locale' }]);
  const offerId = intParam(params.id, 1, 2_000_000_000);
  const today = todayIn(market.timeZone);
  const errors: FieldError[] = [];
  if (offerId === undefined) errors.push({ field: 'id', message: 'invalid offer id' });
  const month = monthParam(q, today, errors);
  const length = intParam(q.get('length') ?? '2', 1, MAX_MONTHS_AHEAD, errors, 'length');
  const nights = intParam(q.get('nights') ?? q.get('night') ?? '1', 1, 30, errors, 'nights');
  const { adults, children } = travellerParams(q, errors);
  if (errors.length) return apiError(errors);
  const months: IsoMonth[] = Array.from({ length: length! }, (_, i) => addMonths(month, i));
  const db = await ready();
  const days = await checkinPrices(
    db,
    offerId!,
    months,
    { nights: nights!, adults: adults!, children: children! },
    (cents) => formatMoney(cents, market.bcp47),
    today,
  );
  if (!days) return notFoundJson('No such offer');
  return Response.json(
    { days, nextMonth: addMonths(month, length!) },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
