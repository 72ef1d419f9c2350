import type { LoaderFunctionArgs } from '@remix-run/node';
import { isIsoDay } from '~/domain/calendar/dates';
import type { FieldError } from '~/domain/search/criteria';
import { checkoutNights } from '~/server/availability.server';
import { ready } from '~/server/db/db.server';
import { intParam, notFoundJson, travellerParams } from '~/server/api-params.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/weekend/{id}/packageCheckoutNights.json?checkin&adult&child&baby: the night counts allowed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const errors: FieldError[] = [];
  const offerId = intParam(params.id, 1, 2_000_000_000, errors, 'id');
  const checkin = q.get('checkin') ?? '';
  if (!isIsoDay(checkin)) errors.push({ field: 'checkin', message: 'expected yyyy-MM-dd' });
  const { adults, children } = travellerParams(q, errors);
  if (errors.length) return apiError(errors);
  const db = await ready();
  const nights = await checkoutNights(db, offerId!, checkin, { adults: adults!, children: children! });
  if (!nights) return notFoundJson('No such offer');
  return Response.json(nights);
}
