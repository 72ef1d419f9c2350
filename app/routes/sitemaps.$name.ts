import type { LoaderFunctionArgs } from '@remix-run/node';
import { ready } from '~/server/db/db.server';
import { publicOrigin } from '~/server/seo.server';
import { sitemapSources } from '~/server/sitemap-sources.server';
import {
  childSlice,
  pageEntries,
  parseChildName,
  productEntries,
  streamSitemap,
} from '~/server/sitemap.server';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** `/sitemaps/{kind}-{n}.xml`: one child of the sitemap index, streamed. */
export async function loader({ params }: LoaderFunctionArgs) {
  const child = parseChildName(params.name);
  if (!child) return notFound();
  const db = await ready();
  const sources = await sitemapSources(db);
  const origin = publicOrigin();
  let entries;
  if (child.kind === 'pages') {
    if (child.page !== 1) return notFound();
    entries = pageEntries(origin, sources.boxes);
  } else {
    const slice = childSlice(sources[child.kind], child.page);
    if (slice.length === 0) return notFound();
    entries = productEntries(origin, slice);
  }
  return new Response(streamSitemap(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
