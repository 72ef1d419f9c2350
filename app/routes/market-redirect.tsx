import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { marketForAcceptLanguage } from '~/domain/market';

/** `/` sends each visitor to the market that best fits their Accept-Language (fr-fr when none does). */
export function loader({ request }: LoaderFunctionArgs) {
  const market = marketForAcceptLanguage(request.headers.get('accept-language'));
  return redirect(`/${market.code}`, {
    status: 302,
    headers: { Vary: 'Accept-Language', 'Cache-Control': 'no-store' },
  });
}
