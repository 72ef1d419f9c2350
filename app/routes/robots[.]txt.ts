import { getEnv } from '~/server/env.server';
import { publicOrigin } from '~/server/seo.server';

/** Crawlers are shut out unless the environment allows indexing. */
export function loader() {
  const lines = getEnv().ALLOW_INDEXING
    ? [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /*/checkout',
        'Disallow: /*/account',
        '',
        `Sitemap: ${publicOrigin()}/sitemap.xml`,
      ]
    : ['User-agent: *', 'Disallow: /'];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
