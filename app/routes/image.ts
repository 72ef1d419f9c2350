import type { LoaderFunctionArgs } from '@remix-run/node';
import { isImageSize, parseImageId } from '~/domain/images';
import { getImage } from '~/server/images.server';

const NOT_FOUND = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });

/** `/img/{id}/{w}_{h}.webp`: a generated picture (app/server/images.server.ts), cached for a year. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const picture = parseImageId(params.image ?? '');
  const match = /^(\d+_\d+)\.webp$/.exec(params.size ?? '');
  if (!picture || !match || !isImageSize(match[1])) return NOT_FOUND();
  const image = await getImage(picture.category, picture.index, match[1]);
  const headers = {
    'Content-Type': 'image/webp',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
  };
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === image.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(image.body, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(image.body.length) },
  });
}
