import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarketByLocale } from '~/domain/market';
import type { FieldError } from '~/domain/search/criteria';
import { hotelAvailabilities } from '~/server/availability.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { intParam, monthParam, notFoundJson } from '~/server/api-params.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/hotels/{hotelId}/availabilities.json?locale&month=yyyy-MM&length=12: days with a room, cheapest night. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const errors: FieldError[] = [];
  const market = findMarketByLocale(q.get('locale') ?? 'fr_FR');
  if (!market) errors.push({ field: 'locale', message: 'unknown locale' });
  const hotelId = intParam(params.hotelId, 1, 2_000_000_000, errors, 'hotelId');
  const today = todayIn((market ?? { timeZone: 'Europe/Paris' }).timeZone);
  const month = monthParam(q, today, errors);
  const length = intParam(q.get('length') ?? '12', 1, 12, errors, 'length');
  if (errors.length) return apiError(errors);
  const db = await ready();
  const days = await hotelAvailabilities(db, hotelId!, month, length!, today);
  if (!days) return notFoundJson('No such hotel');
  return Response.json(Object.fromEntries(days.map((d) => [d.day, d])));
}
