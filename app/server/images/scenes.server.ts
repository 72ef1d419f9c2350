/**
 * The catalogue of scenes: one drawing per image category. `sceneSvg` composes picture
 * `{category}-{index}`: the id seeds the randomness, so the same id always gives the same drawing.
 */
import type { ImageCategory } from '~/domain/images';
import type { Canvas, Scene } from './draw.server';
import { hashSeed, prng } from './random.server';
import { box, giftcard } from './scenes-gifts.server';
import { food, room, spa } from './scenes-interiors.server';
import { banner, countryside, mountain, sea } from './scenes-landscapes.server';
import { activity, castle, city } from './scenes-places.server';

const SCENES: Record<ImageCategory, Scene> = {
  sea,
  mountain,
  spa,
  room,
  food,
  city,
  countryside,
  castle,
  activity,
  box,
  giftcard,
  banner,
};

/** The SVG of picture `{category}-{index}` at a size: same input, same drawing. */
export function sceneSvg(category: ImageCategory, index: number, width: number, height: number): string {
  let counter = 0;
  const canvas: Canvas = {
    W: width,
    H: height,
    s: height / 100,
    r: prng(hashSeed(`${category}-${index}`)),
    defs: [],
    uid: () => `g${counter++}`,
  };
  const body = SCENES[category](canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${canvas.defs.join('')}</defs>${body}</svg>`;
}
