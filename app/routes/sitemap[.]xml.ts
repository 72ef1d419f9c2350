import { publicOrigin } from '~/server/seo.server';
import { renderSitemap, sitemapEntries } from '~/server/sitemap.server';

/** `/sitemap.xml`: every market's pages with their hreflang alternates. */
export function loader() {
  return new Response(renderSitemap(sitemapEntries(publicOrigin())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
