import { Outlet } from '@remix-run/react';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { findMarket } from '~/domain/market';

/** Every page lives under a known market prefix; anything else is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!findMarket(params.market) || params.market !== params.market?.toLowerCase()) {
    throw new Response('Not found', { status: 404 });
  }
  return null;
}

export default function MarketLayout() {
  return <Outlet />;
}
