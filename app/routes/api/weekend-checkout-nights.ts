import type { LoaderFunctionArgs } from '@remix-run/node';
import { checkoutNightsRequest, type CheckoutNightsResponse } from '~/domain/api/availability';
import { firstValues } from '~/domain/api/query-string';
import { notFoundJson, readApiInput } from '~/server/api-params.server';
import { checkoutNights } from '~/server/availability.server';
import { ready } from '~/server/db/db.server';

/** GET /api/weekend/{id}/packageCheckoutNights.json?checkin&adult&child&baby: the night counts allowed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const query = firstValues(new URL(request.url).searchParams);
  const input = readApiInput(checkoutNightsRequest, { ...query, id: params.id });
  if (!input.ok) return input.response;
  const { id: offerId, checkin, adult, child } = input.data;
  const db = await ready();
  const nights: CheckoutNightsResponse | undefined = await checkoutNights(db, offerId, checkin, {
    adults: adult,
    children: child,
  });
  if (!nights) return notFoundJson('No such offer');
  return Response.json(nights);
}
