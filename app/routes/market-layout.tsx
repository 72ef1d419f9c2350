import { Outlet } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireMarket } from '~/server/responses.server';

/** Every page lives under a known market prefix; anything else is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  requireMarket(params);
  return null;
}

export default function MarketLayout() {
  return <Outlet />;
}
