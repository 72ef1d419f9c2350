import { ready } from '~/server/db/db.server';
import { publicOrigin } from '~/server/seo.server';
import { sitemapSources } from '~/server/sitemap-sources.server';
import { childCount, renderSitemapIndex, SITEMAP_KINDS } from '~/server/sitemap.server';

/** `/sitemap.xml`: the index of the child sitemaps (`/sitemaps/{kind}-{n}.xml`), which list every market's pages. */
export async function loader() {
  const db = await ready();
  const sources = await sitemapSources(db);
  const origin = publicOrigin();
  const children = SITEMAP_KINDS.flatMap((kind) => {
    const count = childCount(kind, kind === 'pages' ? 1 : sources[kind].length);
    return Array.from({ length: count }, (_, i) => `${origin}/sitemaps/${kind}-${i + 1}.xml`);
  });
  return new Response(renderSitemapIndex(children), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
