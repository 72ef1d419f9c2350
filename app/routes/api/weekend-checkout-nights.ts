import type { LoaderFunctionArgs } from '@remix-run/node';
import { isIsoDay, PAX_LIMITS, type FieldError } from '~/domain/search/criteria';
import { checkoutNights } from '~/server/availability.server';
import { ready } from '~/server/db/db.server';
import { intParam } from '~/server/api-params.server';
import { apiError } from '~/server/search/search-api.server';

/** GET /api/weekend/{id}/packageCheckoutNights.json?checkin&adult&child&baby: the night counts allowed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams;
  const errors: FieldError[] = [];
  const offerId = intParam(params.id, 1, 2_000_000_000, errors, 'id');
  const checkin = q.get('checkin') ?? '';
  if (!isIsoDay(checkin)) errors.push({ field: 'checkin', message: 'expected yyyy-MM-dd' });
  const adults = intParam(
    q.get('adult') ?? '2',
    PAX_LIMITS.adults.min,
    PAX_LIMITS.adults.max,
    errors,
    'adult',
  );
  const children = intParam(q.get('child') ?? '0', 0, PAX_LIMITS.children.max, errors, 'child');
  intParam(q.get('baby') ?? '0', 0, PAX_LIMITS.babies.max, errors, 'baby');
  if (errors.length) return apiError(errors);
  const db = await ready();
  const nights = await checkoutNights(db, offerId!, checkin, { adults: adults!, children: children! });
  if (!nights)
    return Response.json({ error: { code: 'NOT_FOUND', message: 'No such offer' } }, { status: 404 });
  return Response.json(nights);
}
