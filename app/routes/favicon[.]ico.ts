import { getFaviconIco } from '~/server/images.server';

/**
 * `/favicon.ico`: a 32x32 icon generated once from the same drawing as public/favicon.svg. Its
 * address has no content hash, so it is cached for an hour like the other public files, never
 * `immutable` (a new drawing must reach returning visitors).
 */
export async function loader() {
  const body = await getFaviconIco();
  return new Response(body, {
    headers: {
      'Content-Type': 'image/x-icon',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
