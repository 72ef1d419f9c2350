import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, imageUrl } from '~/domain/images';
import {
  boxFormatOf,
  boxPath,
  includedContentItems,
  isBoxCode,
  parseBoxPage,
} from '~/domain/product/box-rules';
import { boxMetaDescription, boxProductJsonLd, toBoxCard } from '~/domain/product/box-view';
import { parseGalleryState } from '~/domain/product/gallery-state';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { todayIn } from '~/server/clock.server';
import { ready } from '~/server/db/db.server';
import { getFixedT } from '~/server/i18n.server';
import { loadBoxDetail } from '~/server/product/box-page.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { publicOrigin } from '~/server/seo.server';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { BoxDetailPage } from '~/ui/product/box/box-detail';
import type { GiftingOption } from '~/ui/product/box/box-gifting-options';
import { BoxTooLate } from '~/ui/product/box/box-too-late';
import type { RouteSeoHandle } from '~/ui/route-handle';

// 'reviews' holds the gallery's strings; 'results' the offer cards' and the breadcrumb's.
const NAMESPACES = ['boxes', 'results', 'reviews'] as const;

export const handle: RouteSeoHandle = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: NAMESPACES,
  // Each page of the stays is a page of its own; the first is the bare address.
  canonicalQuery: (data) => {
    const page = (data as { stays?: { page: number } } | undefined)?.stays?.page ?? 1;
    return page > 1 ? `?page=${page}` : '';
  },
};

/**
 * /{m}/boxes/p/{slug}/{code}: a gift box. An unknown code is the not-found page, an unpublished box
 * 'Too late!' (410), a slug that is not the box's a permanent redirect to its address.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  const code = params.code;
  invariantResponse(isBoxCode(code), 'Not found', { status: 404 });
  const url = new URL(request.url);
  const page = parseBoxPage(url.searchParams.get('page'));
  invariantResponse(page !== undefined, 'Bad page', { status: 400 });
  const today = todayIn(market.timeZone);
  const db = await ready();
  const { detail } = await cachedCatalogueRead(
    db,
    ['box', market.code, code, page, today].join('|'),
    async () => ({
      detail: (await loadBoxDetail(db, market, code, page, today)) ?? null,
    }),
  );
  // A physical box where the physical format is not sold is no page of this market.
  const sold = detail && (detail.box.format === 'digital' || detail.formats.physical === detail.box.code);
  invariantResponse(sold, 'Not found', { status: 404 });
  const { box, formats, stays } = detail;
  if (!box.published) throw new Response('Gone', { status: 410 });
  // A page past the last of the stays does not exist.
  invariantResponse(page <= stays.paging.pageCount, 'Not found', { status: 404 });
  const path = boxPath(market.code, box.slug, box.code);
  if (params.slug !== box.slug || url.pathname !== path) {
    throw redirect(path + url.search, { status: 301, headers: { 'Cache-Control': 'public, max-age=3600' } });
  }

  const [t, tResults] = await Promise.all([
    getFixedT(market.language, 'boxes'),
    getFixedT(market.language, 'results'),
  ]);
  const origin = publicOrigin();
  const card = toBoxCard(box, market.code);
  const images = [{ id: box.imageId, alt: '' }];
  const checkout = (format: string) =>
    `/${market.code}/checkout/gift?${new URLSearchParams({ code: box.code, giftFormat: format })}`;
  // Each format the family sells, linking to its own box page (none for the page's own format).
  const options: GiftingOption[] = (['digital', 'physical'] as const).flatMap((format) => {
    const formatCode = format === box.format ? box.code : formats[format];
    if (!formatCode) return [];
    return [
      { format, href: formatCode === box.code ? undefined : boxPath(market.code, box.slug, formatCode) },
    ];
  });
  return {
    marketCode: market.code,
    bcp47: market.bcp47,
    apiLocale: market.locale,
    origin,
    title: t('detail.metaTitle', { title: box.title }),
    description: boxMetaDescription(box),
    box: {
      code: box.code,
      title: box.title,
      description: box.description,
      included: includedContentItems(box.includedContent),
      format: boxFormatOf(box.code) ?? box.format,
      validityMonths: box.validityMonths,
      priceCents: card.priceCents,
      refPriceCents: card.refPriceCents,
      promoPercent: card.promoPercent,
      offerHref: checkout(box.format),
    },
    images,
    gallery: parseGalleryState(url.searchParams, images.length),
    options,
    breadcrumb: [
      { label: tResults('breadcrumb.home'), href: `/${market.code}` },
      { label: t('breadcrumb.boxes'), href: `/${market.code}/boxes` },
      { label: box.title, href: path },
    ],
    jsonLd: boxProductJsonLd(box, {
      url: origin + path,
      imageUrl: origin + imageUrl(box.imageId, '960_540'),
    }),
    stays: {
      total: stays.total,
      page: stays.paging.page,
      pageCount: stays.paging.pageCount,
      cards: stays.cards,
    },
  };
}

export const headers: HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'private, max-age=60' };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const image = data.images[0];
  return [
    { title: data.title },
    { name: 'description', content: data.description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: data.title },
    { property: 'og:description', content: data.description },
    ...(image
      ? [
          { property: 'og:image', content: data.origin + imageUrl(image.id, '960_540') },
          // The gallery's first picture is the likely LCP: asked for with the document's head.
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: imageUrl(image.id, '960_540'),
            imageSrcSet: imageSrcSet(image.id, ['640_360', '960_540']),
            imageSizes: '(min-width: 1024px) 60vw, 100vw',
            fetchpriority: 'high',
          },
        ]
      : []),
  ];
};

export default function BoxRoute() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(NAMESPACES);
  const pageHref = (page: number) => (page > 1 ? `${location.pathname}?page=${page}` : location.pathname);
  return (
    <BoxDetailPage
      box={data.box}
      images={data.images}
      gallery={data.gallery}
      search={location.search}
      breadcrumb={data.breadcrumb}
      origin={data.origin}
      jsonLd={data.jsonLd}
      options={data.options}
      stays={data.stays}
      apiLocale={data.apiLocale}
      bcp47={data.bcp47}
      pageHref={pageHref}
    />
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 410: ({ market }) => <BoxTooLate listingHref={`/${market.code}/boxes`} /> }}
    />
  );
}
