import type { LoaderFunctionArgs } from '@remix-run/node';
import { hotelAvailabilitiesRequest, type HotelAvailabilitiesResponse } from '~/domain/api/availability';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { hotelAvailabilities } from '~/server/availability.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';

/** GET /api/hotels/{hotelId}/availabilities.json?locale&month=yyyy-MM&length=12: days with a room, cheapest night. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(hotelAvailabilitiesRequest, { ...query, hotelId: params.hotelId });
  if (!input.ok) return input.response;
  const { hotelId, locale: market, length } = input.data;
  const today = todayIn(market.timeZone);
  const db = await ready();
  const days = await hotelAvailabilities(db, hotelId, input.data.month ?? today.slice(0, 7), length, today);
  if (!days) return notFoundJson('No such hotel');
  const answer: HotelAvailabilitiesResponse = Object.fromEntries(days.map((d) => [d.day, d]));
  return Response.json(answer);
}
