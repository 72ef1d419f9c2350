import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageCategory, type ImageSize } from '~/domain/images';
import { sceneSvg } from './images/scenes.server';

/**
 * The shop's pictures: every catalogue image is a stylised scene composed as SVG (images/) and
 * encoded to WebP by sharp here, so neither the repository nor the database holds picture files.
 * A category gives the scene (sea, mountain, spa...), the index seeds a PRNG that varies palette
 * and layout, so `spa-3` always looks the same and differs from `spa-4`. Rendered bytes are cached
 * on disk (data/img-cache) and in a small in-memory LRU.
 */

export { sceneSvg } from './images/scenes.server';
export { FAVICON_SVG, getFaviconIco } from './images/favicon.server';

/** Bump when the drawings change: it renames the cache files and changes the ETag. */
export const IMAGE_VERSION = 1;
const WEBP_QUALITY = 70;
const MEMORY_ENTRIES = 256;
const CACHE_DIR = path.resolve('data', 'img-cache');

export interface RenderedImage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

const memory = new Map<string, RenderedImage>();
const inFlight = new Map<string, Promise<RenderedImage>>();

function remember(key: string, image: RenderedImage) {
  memory.delete(key);
  memory.set(key, image);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

function etagOf(key: string): string {
  return `"${createHash('sha1').update(`${IMAGE_VERSION}:${key}`).digest('base64url').slice(0, 16)}"`;
}

export async function renderWebp(category: ImageCategory, index: number, size: ImageSize): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[size];
  const svg = sceneSvg(category, index, width, height);
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 4, smartSubsample: true }).toBuffer();
}

/** The WebP bytes of a picture: memory, then disk, then rendered (once, however many ask at the same time). */
export function getImage(category: ImageCategory, index: number, size: ImageSize): Promise<RenderedImage> {
  const key = `${category}-${index}_${size}`;
  const hit = memory.get(key);
  if (hit) {
    remember(key, hit);
    return Promise.resolve(hit);
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = (async () => {
    const file = path.join(CACHE_DIR, `v${IMAGE_VERSION}`, `${key}.webp`);
    const etag = etagOf(key);
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = new Uint8Array(await readFile(file));
    } catch {
      body = new Uint8Array(await renderWebp(category, index, size));
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch {
        // a read-only disk only costs a re-render after a restart
      }
    }
    const image = { body, etag };
    remember(key, image);
    return image;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}
