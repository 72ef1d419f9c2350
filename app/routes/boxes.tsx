import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '~/domain/images';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { ready } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { loadBoxListing } from '~/server/product/box-page.server';
import { requireMarket } from '~/server/responses.server';
import { publicOrigin } from '~/server/seo.server';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { BoxListing } from '~/ui/product/box/box-listing';
import type { RouteSeoHandle } from '~/ui/route-handle';

const NAMESPACES = ['boxes', 'results'] as const;

export const handle: RouteSeoHandle = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: NAMESPACES,
};

/** /{m}/boxes: the gift boxes on sale (codes ending with EBOX), in the market's language. */
export async function loader({ params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  const db = await ready();
  const [{ cards }, t, tResults] = await Promise.all([
    cachedCatalogueRead(db, ['boxes', market.code].join('|'), () => loadBoxListing(db, market)),
    getFixedT(market.language, 'boxes'),
    getFixedT(market.language, 'results'),
  ]);
  return {
    marketCode: market.code,
    bcp47: market.bcp47,
    origin: publicOrigin(),
    title: t('listing.metaTitle'),
    description: t('listing.metaDescription'),
    breadcrumb: [
      { label: tResults('breadcrumb.home'), href: `/${market.code}` },
      { label: t('breadcrumb.boxes'), href: `/${market.code}/boxes` },
    ],
    cards,
  };
}

export const headers: HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'private, max-age=60' };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const first = data.cards[0];
  return [
    { title: data.title },
    { name: 'description', content: data.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    ...(first ? [{ property: 'og:image', content: data.origin + imageUrl(first.imageId, '960_540') }] : []),
  ];
};

export default function BoxesRoute() {
  const data = useLoaderData<typeof loader>();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(NAMESPACES);
  return (
    <BoxListing cards={data.cards} locale={data.bcp47} breadcrumb={data.breadcrumb} origin={data.origin} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
