import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PromoBar as PromoBarContent } from '~/domain/content';
import { offeredFlows, parseFlow, type Flow } from '~/domain/flows';
import { listThemes } from '~/server/catalogue.server';
import { wallClockIn } from '~/server/clock.server';
import { experimentVariation } from '~/domain/experiments';
import { getAnnouncementBanners, getHomeContent, getPromoBars } from '~/server/content.server';
import type { RouteSeoHandle } from '~/ui/route-handle';
import { cachedCatalogueRead } from '~/server/cache/data-cache.server';
import { ready } from '~/server/db/db.server';
import { getEnv } from '~/server/env.server';
import { organizationJsonLd } from '~/server/organization.server';
import { homeBoxTeasers } from '~/server/product/box-teasers.server';
import { invariantResponse, requireMarket } from '~/server/responses.server';
import { publicOrigin } from '~/server/seo.server';
import { HomeBlocks } from '~/ui/home/blocks';
import { Jumbotron } from '~/ui/home/jumbotron';
import { PromoBar, type PromoBarLink } from '~/ui/home/promo-bar';
import { GeneralErrorBoundary } from '~/ui/general-error-boundary';
import { localHref } from '~/ui/href';
import { JsonLd } from '~/ui/json-ld';
import { SearchBox } from '~/ui/search-box';
import type { ShellData } from '~/ui/shell';

const HOME_NAMESPACES = ['home', 'search'] as const;

export const handle: RouteSeoHandle = {
  // The same page for every anonymous visitor of the same address (ADR 017).
  pageCache: true,
  i18n: HOME_NAMESPACES,
  // the gifting and activity homes are pages of their own (the sitemap lists ?flow=gifting)
  canonicalQuery: (data) => {
    const flow = (data as { flow?: Flow } | undefined)?.flow;
    return flow === 'gifting' || flow === 'activity' ? `?flow=${flow}` : '';
  },
};

/** The home page and its seasonal twins (black-friday, valentines, xmas): CMS content per market and flow. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const market = requireMarket(params);
  const url = new URL(request.url);
  const env = getEnv();
  const flows = offeredFlows(env.activityOnlySearch);
  const requested = parseFlow(url.searchParams.get('flow'));
  const flow: Flow = flows.includes(requested) ? requested : 'booking';

  const clock = wallClockIn(market.timeZone);
  const db = await ready();
  // Content changes bump the catalogue version; the day is in the key for date-bound content (ADR 017).
  const [content, banners, promoBars, themes, boxes] = await cachedCatalogueRead(
    db,
    ['home', market.code, flow, clock.isoDate].join('|'),
    async () => {
      const home = await getHomeContent(market, flow, db);
      return Promise.all([
        home,
        getAnnouncementBanners(market, 'home', flow, db),
        getPromoBars(market, db),
        listThemes(market.language, db),
        homeBoxTeasers(db, market, home?.blocks ?? []),
      ]);
    },
  );
  invariantResponse(content, 'No home content', { status: 404 });

  const origin = publicOrigin();
  const menuThemes = themes.map((t) => ({ id: t.id, name: t.name }));
  const shell: ShellData = {
    announcementBanners: banners,
    menuThemes,
    showHeader: content.header.showHeader,
    footer: {
      show: content.footer.showFooter,
      legal: content.footer.showLegal,
      contact: content.footer.showContact,
    },
  };
  return {
    marketCode: market.code,
    pathname: url.pathname,
    flow,
    flows,
    today: clock.isoDate,
    hour: clock.hour,
    searchMarket: {
      locale: market.locale,
      bcp47: market.bcp47,
      country: market.country,
      hasAutocomplete: market.hasAutocomplete,
    },
    enforceSearchDates: experimentVariation('enforceSearchDates'),
    themes: menuThemes,
    seo: content.seo,
    promoBar: {
      showFlowTabs: content.promoBar.showFlowTabs,
      links: promoLinks(content.promoBar, promoBars, flow, market.code),
    },
    jumbotron: {
      ...content.jumbotron,
      ctas: content.jumbotron.ctas.map((c) => ({
        label: c.label,
        href: localHref(c.link.url, market.code),
        newTab: c.link.newTab,
      })),
    },
    blocks: content.blocks,
    boxes,
    ogImage: origin + localHref(content.jumbotron.imageLarge.url, market.code),
    organization: organizationJsonLd(origin, market),
    shell,
  };
}

/** The promo bar's links: the home content's own, then the promo bar it names (or the flow's bars). */
function promoLinks(
  own: { documentId?: string; ctas: { label: string; link: { url: string; newTab: boolean } }[] },
  bars: PromoBarContent[],
  flow: Flow,
  marketCode: string,
): PromoBarLink[] {
  const chosen = own.documentId
    ? bars.filter((b) => b.internalCode === own.documentId)
    : bars.filter((b) => !b.flow || b.flow === flow);
  const links: PromoBarLink[] = [
    ...own.ctas.map((c) => ({
      label: c.label,
      url: c.link.url,
      newTab: c.link.newTab,
      variant: 'default' as const,
    })),
    ...chosen.flatMap((b) => b.links),
  ];
  const seen = new Set<string>();
  return links
    .map((l) => ({ ...l, url: localHref(l.url, marketCode) }))
    .filter((l) => (seen.has(l.url) ? false : (seen.add(l.url), true)))
    .slice(0, 4);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  return [
    { title: data.seo.title },
    { name: 'description', content: data.seo.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: data.seo.title },
    { property: 'og:description', content: data.seo.description },
    { property: 'og:image', content: data.ogImage },
  ];
};

export const headers: HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : { 'Cache-Control': 'private, max-age=60' };

export default function Home() {
  const data = useLoaderData<typeof loader>();
  // After a client navigation, the page waits for its strings (see entry.client.tsx).
  useTranslation(HOME_NAMESPACES);
  const { marketCode, pathname, flow } = data;
  const flowHref = (f: Flow) => (f === 'booking' ? pathname : `${pathname}?flow=${f}`);
  return (
    <main id="main">
      <JsonLd data={data.organization} />
      <PromoBar
        showFlowTabs={data.promoBar.showFlowTabs}
        currentFlow={flow}
        staysHref={flowHref('booking')}
        giftsHref={flowHref('gifting')}
        links={data.promoBar.links}
      />
      <Jumbotron
        title={data.jumbotron.title}
        subtitle={data.jumbotron.subtitle}
        imageLarge={localHref(data.jumbotron.imageLarge.url, marketCode)}
        imageSmall={localHref(data.jumbotron.imageSmall.url, marketCode)}
        ctas={data.jumbotron.ctas}
      >
        <SearchBox
          marketCode={marketCode}
          flow={flow}
          flows={data.flows}
          hrefForFlow={flowHref}
          today={data.today}
          hour={data.hour}
          themes={data.themes}
          market={data.searchMarket}
          enforceSearchDates={data.enforceSearchDates}
          stickySummary
        />
      </Jumbotron>
      <HomeBlocks blocks={data.blocks} marketCode={marketCode} boxes={data.boxes} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
