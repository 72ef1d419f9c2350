import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { findMarket } from '~/domain/market';

/**
 * /{m}/black-friday, /{m}/valentines and /{m}/xmas are the home page under a campaign address. Serving
 * the home page there would publish it twice under two canonicals; a permanent redirect keeps the
 * campaign links working and gives crawlers one page. The query (flow, tracking) travels along.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const market = findMarket(params.market);
  if (!market) throw new Response('Not found', { status: 404 });
  const { search } = new URL(request.url);
  return redirect(`/${market.code}${search}`, {
    status: 301,
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
}
