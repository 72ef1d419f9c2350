import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicOrigin } from '~/server/seo.server';
import { renderSitemap, sitemapEntries } from '~/server/sitemap.server';

/** `/sitemap.xml`: every market's pages with their hreflang alternates. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(renderSitemap(sitemapEntries(publicOrigin(request))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
