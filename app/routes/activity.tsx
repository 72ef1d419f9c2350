import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { resultsPath } from '~/domain/flows';
import { imageUrl } from '~/domain/images';
import { activityPath, parseInfoPanel } from '~/domain/product/activity-page';
import { initialPartySize, partyPriceView, partySizes } from '~/domain/product/activity-party';
import { parseGalleryState } from '~/domain/product/gallery-state';
import { ready } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { activityPageModel, activityProductJsonLd } from '~/server/product/activity-seo.server';
import { readActivityProduct } from '~/server/product/activity-product.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { publicOrigin } from '~/server/seo.server';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { ActivityPage, type ActivityPageView } from '~/ui/product/activity/activity-page';
import { ActivityTooLate } from '~/ui/product/activity/too-late';
import type { RouteSeoHandle } from '~/ui/route-handle';

const NAMESPACES = ['activity', 'results', 'reviews'] as const;

export const handle: RouteSeoHandle = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: NAMESPACES,
};

/** /{m}/activity/{activityId}/{slug}: an activity-only product; another slug redirects to its own. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  const raw = params.activityId ?? '';
  invariantResponse(/^\d{1,9}$/.test(raw), 'Not found', { status: 404 });
  const id = Number(raw);
  const db = await ready();
  const product = await readActivityProduct(db, id, market.language);
  invariantResponse(product, 'Not found', { status: 404 });
  // Unpublished: 'Too late!' (the error boundary renders it, with noindex); the body carries its title.
  if (!product.published)
    throw Response.json({ title: await tooLateTitle(market.language) }, { status: 410 });

  const url = new URL(request.url);
  const path = activityPath(market.code, product.id, product.slug);
  if (params.slug !== product.slug) throw redirect(path + url.search, 301);

  const prices = product.prices.map(partyPriceView);
  const sizes = partySizes(product.prices);
  const party = initialPartySize(url.searchParams.get('a'), sizes) ?? 1;
  const model = await activityPageModel(market, product, path);
  const origin = publicOrigin();
  const images = product.imageIds.map((imageId) => ({ id: imageId, alt: '' }));
  const view: ActivityPageView = {
    marketCode: market.code,
    bcp47: market.bcp47,
    origin,
    path,
    search: url.search,
    product: {
      id: product.id,
      label: product.label,
      description: product.description,
      schedules: product.schedules,
      niceToKnow: product.niceToKnow,
      importantInfo: product.importantInfo,
      validityMonths: product.validityMonths,
      centre: product.centre,
      city: product.city.name,
      location: product.location,
      activities: product.activities,
    },
    images,
    gallery: parseGalleryState(url.searchParams, images.length),
    party,
    prices,
    info: parseInfoPanel(url.searchParams.get('info')),
    breadcrumb: model.breadCrumb.map((b) => ({ label: b.label, href: b.url })),
    jsonLd: activityProductJsonLd(origin, path, product, prices),
  };
  return {
    view,
    documentTitle: model.pageTitle,
    description: model.metaDescription,
  };
}

async function tooLateTitle(language: string): Promise<string> {
  const [t, common] = await Promise.all([getFixedT(language, 'activity'), getFixedT(language, 'common')]);
  return `${t('tooLate.title')} | ${common('brand')}`;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) {
    const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
    return typeof title === 'string' ? [{ title }] : [];
  }
  const first = data.view.images[0];
  return [
    { title: data.documentTitle },
    { name: 'description', content: data.description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: data.view.product.label },
    { property: 'og:description', content: data.description },
    ...(first ? [{ property: 'og:image', content: data.view.origin + imageUrl(first.id, '960_540') }] : []),
  ];
};

export const headers: HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'private, max-age=60' };

export default function ActivityRoute() {
  const data = useLoaderData<typeof loader>();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(NAMESPACES);
  return <ActivityPage view={data.view as ActivityPageView} />;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        410: ({ market }) => <ActivityTooLate searchHref={resultsPath(market.code, 'activity')} />,
      }}
    />
  );
}
