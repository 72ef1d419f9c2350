import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_CATEGORIES } from '~/domain/images';
import { getFaviconIco, renderWebp, sceneSvg } from './images.server';

describe('generated pictures', () => {
  it('draws the same scene for the same id and a different one for another index', () => {
    expect(sceneSvg('sea', 3, 640, 360)).toBe(sceneSvg('sea', 3, 640, 360));
    const all = new Set(Array.from({ length: 12 }, (_, i) => sceneSvg('spa', i + 1, 640, 360)));
    expect(all.size).toBe(12);
  });

  it('keeps every category card (640x360 WebP) well under 30 KB, at the requested size', async () => {
    for (const category of IMAGE_CATEGORIES) {
      const webp = await renderWebp(category, 7, '640_360');
      const meta = await sharp(webp).metadata();
      expect(meta.format, category).toBe('webp');
      expect([meta.width, meta.height], category).toEqual([640, 360]);
      expect(webp.length, category).toBeLessThan(30_000);
    }
  });

  it('serves the favicon as a 32x32 ICO wrapping a PNG', async () => {
    const ico = Buffer.from(await getFaviconIco());
    expect(ico.readUInt16LE(2)).toBe(1); // icon
    expect(ico.readUInt16LE(4)).toBe(1); // one image
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });
});
