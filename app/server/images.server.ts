import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, type ImageCategory, type ImageSize } from '~/domain/images';

/**
 * The shop's pictures (architecture.md §4): every catalogue image is a stylised scene composed here as
 * SVG and encoded to WebP by sharp. A category gives the scene (sea, mountain, spa...), the index
 * seeds a PRNG that varies palette and layout, so `spa-3` always looks the same and differs from
 * `spa-4`. Rendered bytes are cached on disk (data/img-cache) and in a small in-memory LRU.
 */

/** Bump when the drawings change: it renames the cache files and changes the ETag. */
export const IMAGE_VERSION = 1;
const WEBP_QUALITY = 70;
const MEMORY_ENTRIES = 256;
const CACHE_DIR = path.resolve('data', 'img-cache');

// ---------------------------------------------------------------- seeded randomness

function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for drawing. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

// ---------------------------------------------------------------- drawing helpers

const n = (v: number) => (Math.round(v * 10) / 10).toString();

interface Canvas {
  W: number;
  H: number;
  /** one hundredth of the height: objects scale with it, backgrounds span the width */
  s: number;
  r: Rng;
  defs: string[];
  uid: () => string;
}

function linear(c: Canvas, stops: readonly string[], vertical = true): string {
  const id = c.uid();
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 1;
  const s = stops.map((color, i) => `<stop offset="${n(i * step)}" stop-color="${color}"/>`).join('');
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(c: Canvas, inner: string, outer: string, innerOpacity = 1, outerOpacity = 0): string {
  const id = c.uid();
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

function poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

/** A smooth curve through points (Catmull-Rom as cubic Béziers), closed down to the bottom edge. */
function smoothGround(
  points: readonly (readonly [number, number])[],
  bottom: number,
  fill: string,
  extra = '',
): string {
  let d = `M${n(points[0][0])},${n(bottom)} L${n(points[0][0])},${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  d += ` L${n(points[points.length - 1][0])},${n(bottom)} Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function hills(c: Canvas, baseY: number, amplitude: number, bumps: number, fill: string, extra = ''): string {
  const pts: [number, number][] = [];
  const count = bumps * 2 + 1;
  for (let i = 0; i <= count; i++) {
    const x = (c.W * i) / count + (i > 0 && i < count ? c.r.range(-0.2, 0.2) * (c.W / count) : 0);
    pts.push([x, baseY + (i % 2 === 0 ? c.r.range(0.1, 0.5) : -c.r.range(0.5, 1)) * amplitude]);
  }
  return smoothGround(pts, c.H + 1, fill, extra);
}

function cloud(c: Canvas, cx: number, cy: number, size: number, opacity = 0.9): string {
  const parts = [
    ellipse(cx, cy, size * 1.6, size * 0.55, '#ffffff'),
    circle(cx - size * 0.6, cy - size * 0.25, size * 0.55, '#ffffff'),
    circle(cx + size * 0.15, cy - size * 0.45, size * 0.75, '#ffffff'),
    circle(cx + size * 0.85, cy - size * 0.15, size * 0.45, '#ffffff'),
  ];
  return `<g opacity="${opacity}">${parts.join('')}</g>`;
}

function clouds(c: Canvas, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += cloud(
      c,
      c.r.range(0.05, 0.95) * c.W,
      c.r.range(0.12, 1) * maxY,
      c.r.range(4, 8) * c.s,
      c.r.range(0.65, 0.95),
    );
  }
  return out;
}

function sun(c: Canvas, cx: number, cy: number, radius: number, color: string): string {
  return circle(cx, cy, radius * 2.6, radial(c, color, color, 0.45, 0)) + circle(cx, cy, radius, color);
}

function birds(c: Canvas, count: number, maxY: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r.range(0.1, 0.9) * c.W;
    const y = c.r.range(0.15, 1) * maxY;
    const w = c.r.range(1.2, 2.2) * c.s;
    d += `M${n(x - w)},${n(y - w * 0.4)} Q${n(x - w / 2)},${n(y - w * 0.7)} ${n(x)},${n(y)} Q${n(x + w / 2)},${n(y - w * 0.7)} ${n(x + w)},${n(y - w * 0.4)} `;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(c.s * 0.35)}" stroke-linecap="round"/>`;
}

function tree(
  c: Canvas,
  x: number,
  groundY: number,
  height: number,
  leaf: string,
  trunk = '#5b4636',
): string {
  return (
    rect(x - height * 0.05, groundY - height * 0.45, height * 0.1, height * 0.45, trunk) +
    circle(x, groundY - height * 0.62, height * 0.3, leaf) +
    circle(x - height * 0.16, groundY - height * 0.5, height * 0.2, leaf) +
    circle(x + height * 0.17, groundY - height * 0.52, height * 0.21, leaf)
  );
}

function pine(x: number, groundY: number, height: number, color: string): string {
  const w = height * 0.32;
  return (
    poly(
      [
        [x, groundY - height],
        [x + w * 0.7, groundY - height * 0.45],
        [x + w * 0.35, groundY - height * 0.45],
        [x + w, groundY - height * 0.08],
        [x - w, groundY - height * 0.08],
        [x - w * 0.35, groundY - height * 0.45],
        [x - w * 0.7, groundY - height * 0.45],
      ],
      color,
    ) + rect(x - height * 0.04, groundY - height * 0.1, height * 0.08, height * 0.1, '#4a3728')
  );
}

function wavePath(c: Canvas, y: number, wavelength: number, amplitude: number, phase: number): string {
  let d = `M${n(-wavelength + phase)},${n(y)}`;
  for (let x = -wavelength + phase; x < c.W + wavelength; x += wavelength) {
    d += ` q${n(wavelength / 4)},${n(-amplitude)} ${n(wavelength / 2)},0 t${n(wavelength / 2)},0`;
  }
  return d;
}

// ---------------------------------------------------------------- palettes

const SKIES = [
  { top: '#5fa8e8', bottom: '#d4ecff', sun: '#fff4c2', mood: 'day' },
  { top: '#7db9f0', bottom: '#f4f1e0', sun: '#fff1b0', mood: 'day' },
  { top: '#f0826a', bottom: '#fcd9a5', sun: '#fff0c4', mood: 'sunset' },
  { top: '#6c5b9e', bottom: '#f5a97f', sun: '#ffe2a8', mood: 'sunset' },
  { top: '#f6b36b', bottom: '#fff2cf', sun: '#fffaf0', mood: 'morning' },
  { top: '#3f7fcf', bottom: '#bfe3f5', sun: '#ffffff', mood: 'day' },
] as const;

const NIGHT_SKY = { top: '#0f1d3d', bottom: '#3d5286', sun: '#f5f0d8', mood: 'night' } as const;

const GREENS = ['#4d8b46', '#5f9a4f', '#3f7a4a', '#6aa35a', '#7aa84d', '#3c6e47'];
const ACCENTS = ['#e4572e', '#f3a712', '#29335c', '#db2b39', '#0b7a75', '#8e44ad', '#d35400', '#2e86ab'];

// ---------------------------------------------------------------- scenes

type Scene = (c: Canvas) => string;

function sky(c: Canvas, horizon: number, palette: { top: string; bottom: string }): string {
  return rect(0, 0, c.W, horizon + 2, linear(c, [palette.top, palette.bottom]));
}

const sea: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  const horizon = H * r.range(0.48, 0.6);
  const sunX = W * r.range(0.2, 0.8);
  const sunR = s * r.range(7, 11);
  const sunY = horizon - sunR * r.range(0.2, 1.6);
  const water = r.pick([
    ['#2a7fb8', '#0f4c75'],
    ['#3aa6b9', '#14647a'],
    ['#4f86c6', '#1d3f72'],
    ['#2f9c95', '#0e5e6f'],
  ]);
  let out =
    sky(c, horizon, palette) + sun(c, sunX, sunY, sunR, palette.sun) + clouds(c, r.int(1, 3), horizon * 0.55);
  if (r.chance(0.5)) {
    // far headland
    out += smoothGround(
      [
        [W * 0.55, horizon],
        [W * 0.7, horizon - s * r.range(4, 9)],
        [W * 0.85, horizon - s * r.range(2, 5)],
        [W + 1, horizon - s * 3],
      ],
      horizon + 1,
      '#5d7f8c',
      ' opacity="0.7"',
    );
  }
  out += rect(0, horizon, W, H - horizon, linear(c, water));
  for (let i = 0; i < 6; i++) {
    const w = sunR * (1.6 - i * 0.2);
    out += rect(sunX - w / 2, horizon + s * (1.5 + i * 2.4), w, s * 0.7, palette.sun, ' opacity="0.55"');
  }
  const rows = r.int(4, 6);
  for (let i = 0; i < rows; i++) {
    const y = horizon + ((H - horizon) * (i + 0.6)) / (rows + 0.5);
    const wl = s * (10 + i * 6);
    out += `<path d="${wavePath(c, y, wl, s * (0.8 + i * 0.5), r.range(0, wl))}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.25 + i * 0.07)}" stroke-width="${n(s * (0.4 + i * 0.15))}"/>`;
  }
  if (r.chance(0.6)) {
    const bx = W * r.range(0.1, 0.9);
    const by = horizon + s * 2;
    const b = s * r.range(3, 5);
    out += poly(
      [
        [bx - b, by],
        [bx + b * 1.1, by],
        [bx + b * 0.8, by + b * 0.35],
        [bx - b * 0.8, by + b * 0.35],
      ],
      '#f4f1ea',
    );
    out += poly(
      [
        [bx, by - b * 2.4],
        [bx, by - b * 0.2],
        [bx + b * 1.1, by - b * 0.2],
      ],
      '#ffffff',
    );
    out += poly(
      [
        [bx - b * 0.15, by - b * 2],
        [bx - b * 0.15, by - b * 0.2],
        [bx - b * 0.9, by - b * 0.2],
      ],
      r.pick(ACCENTS),
    );
  }
  if (r.chance(0.55)) {
    out += smoothGround(
      [
        [0, H * 0.86],
        [W * 0.3, H * r.range(0.82, 0.9)],
        [W * 0.7, H * r.range(0.9, 0.96)],
        [W, H * r.range(0.88, 0.95)],
      ],
      H + 1,
      r.pick(['#ead7a8', '#f1ddb0', '#e6cc95']),
    );
  }
  out += birds(c, r.int(0, 4), horizon * 0.6, '#2b3a4a');
  return out;
};

const mountain: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  let out = sky(c, H * 0.75, palette);
  out += sun(c, W * r.range(0.15, 0.85), H * r.range(0.12, 0.3), s * r.range(5, 8), palette.sun);
  out += clouds(c, r.int(1, 3), H * 0.3);
  const ranges = [
    { base: 0.62, height: 0.38, color: r.pick(['#9bb0c9', '#a7b5d6', '#b4a6c9']), snow: false, opacity: 0.8 },
    { base: 0.72, height: 0.5, color: r.pick(['#5b6f8f', '#4e6a7f', '#60597e']), snow: true, opacity: 1 },
    { base: 0.9, height: 0.32, color: r.pick(['#2f4a3d', '#33503f', '#2c4257']), snow: false, opacity: 1 },
  ];
  for (const range of ranges) {
    const peaks = r.int(2, 4);
    const points: [number, number][] = [[0, H * range.base]];
    const tops: { x: number; y: number; left: [number, number]; right: [number, number] }[] = [];
    for (let i = 0; i < peaks; i++) {
      const x = W * ((i + r.range(0.3, 0.7)) / peaks);
      const y = H * (range.base - range.height * r.range(0.55, 1));
      const valleyY = H * (range.base - range.height * r.range(0.05, 0.3));
      const prev = points[points.length - 1];
      points.push([x, y]);
      const nextX = W * ((i + 1) / peaks) + r.range(-0.05, 0.05) * W;
      points.push([nextX, valleyY]);
      tops.push({ x, y, left: prev, right: [nextX, valleyY] });
    }
    points.push([W, H * range.base]);
    points.push([W, H + 1]);
    points.unshift([0, H + 1]);
    out += poly(points, range.color, range.opacity < 1 ? ` opacity="${range.opacity}"` : '');
    if (range.snow) {
      for (const top of tops) {
        const t = r.range(0.25, 0.38);
        const lx = top.x + (top.left[0] - top.x) * t;
        const ly = top.y + (top.left[1] - top.y) * t;
        const rx = top.x + (top.right[0] - top.x) * t;
        const ry = top.y + (top.right[1] - top.y) * t;
        out += poly(
          [
            [top.x, top.y],
            [rx, ry],
            [rx - (rx - top.x) * 0.35, ry - s * 2],
            [top.x + (rx - lx) * 0.05, ry + s * 1.5],
            [lx + (top.x - lx) * 0.4, ly - s * 1.5],
            [lx, ly],
          ],
          '#f8fbff',
        );
      }
    }
  }
  const treeColor = r.pick(['#1f3b2c', '#24402f', '#1d3530']);
  const trees = r.int(4, 9);
  for (let i = 0; i < trees; i++) {
    const x = r.chance(0.5) ? W * r.range(0, 0.3) : W * r.range(0.7, 1);
    out += pine(x, H * r.range(0.95, 1.02), s * r.range(14, 26), treeColor);
  }
  if (r.chance(0.5)) {
    // a chalet
    const x = W * r.range(0.4, 0.6);
    const y = H * 0.93;
    const w = s * 10;
    out +=
      rect(x - w / 2, y - w * 0.55, w, w * 0.55, '#8a5a3b') +
      poly(
        [
          [x - w * 0.65, y - w * 0.5],
          [x, y - w * 0.95],
          [x + w * 0.65, y - w * 0.5],
        ],
        '#f8fbff',
      );
    out += rect(x - w * 0.12, y - w * 0.38, w * 0.24, w * 0.2, '#ffd27a');
  }
  return out;
};

const spa: Scene = (c) => {
  const { W, H, s, r } = c;
  const wall = r.pick([
    ['#efe3d3', '#d9c4a9'],
    ['#d8e4e1', '#b6cbc6'],
    ['#e8dcd6', '#cdb8ae'],
    ['#3d4a52', '#27323a'],
  ]);
  const dark = wall[0] === '#3d4a52';
  const waterline = H * r.range(0.55, 0.63);
  let out = rect(0, 0, W, H, linear(c, wall));
  const arches = Math.max(2, Math.round(W / (H * 0.55)));
  const aw = W / arches;
  for (let i = 0; i < arches; i++) {
    const x = i * aw + aw * 0.2;
    const w = aw * 0.6;
    const top = H * 0.14;
    const d = `M${n(x)},${n(waterline - s * 6)} L${n(x)},${n(top + w / 2)} A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(top + w / 2)} L${n(x + w)},${n(waterline - s * 6)} Z`;
    out += `<path d="${d}" fill="${linear(c, dark ? ['#f7c97a', '#f09f5a'] : ['#bfe6f6', '#fdf6e3'])}"/>`;
    if (!dark && r.chance(0.6))
      out += ellipse(x + w / 2, waterline - s * 6, w * 0.6, s * 6, r.pick(GREENS), ' opacity="0.8"');
  }
  out += rect(0, waterline - s * 6, W, s * 6, dark ? '#55636c' : '#cbb89c');
  out += rect(
    0,
    waterline,
    W,
    H - waterline,
    linear(
      c,
      r.pick([
        ['#5fd0d8', '#1f8fa6'],
        ['#7ad7c9', '#2a8f8a'],
        ['#6ec6e8', '#2274a5'],
      ]),
    ),
  );
  for (let i = 0; i < 5; i++) {
    const y = waterline + ((H - waterline) * (i + 0.5)) / 5;
    out += `<path d="${wavePath(c, y, s * (14 + i * 4), s * 0.6, r.range(0, 20) * s)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${n(s * 0.5)}"/>`;
  }
  const steam = r.int(3, 6);
  for (let i = 0; i < steam; i++) {
    const x = W * ((i + r.range(0.3, 0.7)) / steam);
    const h = s * r.range(18, 30);
    const w = s * r.range(2, 4);
    const d = `M${n(x)},${n(waterline - s)} c${n(-w)},${n(-h / 4)} ${n(w)},${n(-h / 4)} 0,${n(-h / 2)} s${n(w)},${n(-h / 4)} 0,${n(-h / 2)}`;
    out += `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="${n(r.range(0.45, 0.75))}" stroke-width="${n(s * 1.4)}" stroke-linecap="round"/>`;
  }
  // stacked stones and a candle on the edge
  const sx = W * r.range(0.08, 0.25);
  const sy = waterline - s * 6;
  out +=
    ellipse(sx, sy - s * 2, s * 6, s * 2.2, '#6b6f73') +
    ellipse(sx, sy - s * 5.5, s * 4.5, s * 1.8, '#85898d') +
    ellipse(sx, sy - s * 8.4, s * 3, s * 1.4, '#a1a4a7');
  const cx = W * r.range(0.75, 0.92);
  out +=
    rect(cx - s * 1.6, sy - s * 7, s * 3.2, s * 7, '#fbf3e4') +
    ellipse(cx, sy - s * 8.6, s * 0.8, s * 1.6, '#ffb545') +
    circle(cx, sy - s * 8.4, s * 5, radial(c, '#ffd27a', '#ffd27a', 0.5, 0));
  return out;
};

const room: Scene = (c) => {
  const { W, H, s, r } = c;
  const wall = r.pick(['#efe6da', '#dfe7e4', '#eadfe3', '#e6e0d2', '#d9e2ec']);
  const floorY = H * 0.78;
  let out =
    rect(0, 0, W, floorY, wall) +
    rect(0, floorY, W, H - floorY, r.pick(['#a27b5c', '#8c6a4f', '#b69172', '#7e6857']));
  // window with a view
  const ww = Math.min(W * 0.3, s * 42);
  const wx = r.chance(0.5) ? W * 0.07 : W * 0.93 - ww;
  const wy = H * 0.12;
  const wh = H * 0.42;
  const view = r.pick(SKIES);
  out += rect(wx - s, wy - s, ww + 2 * s, wh + 2 * s, '#ffffff');
  out += rect(wx, wy, ww, wh, linear(c, [view.top, view.bottom]));
  out += smoothGround(
    [
      [wx, wy + wh * 0.75],
      [wx + ww * 0.4, wy + wh * 0.55],
      [wx + ww, wy + wh * 0.7],
    ],
    wy + wh,
    r.pick(['#5f8a6b', '#4f7bb0', '#7d8fa8']),
  );
  out +=
    rect(wx + ww / 2 - s * 0.5, wy, s, wh, '#ffffff') + rect(wx, wy + wh / 2 - s * 0.5, ww, s, '#ffffff');
  const curtain = r.pick(ACCENTS);
  out +=
    rect(wx - s * 5, wy - s * 3, s * 5, wh + s * 8, curtain, ' opacity="0.85"') +
    rect(wx + ww, wy - s * 3, s * 5, wh + s * 8, curtain, ' opacity="0.85"');
  // painting on the other side
  const px = wx < W / 2 ? W * 0.72 : W * 0.14;
  out +=
    rect(px, H * 0.16, s * 20, s * 14, '#6d5a45') +
    rect(px + s, H * 0.16 + s, s * 18, s * 12, linear(c, [r.pick(ACCENTS), '#f4e9d8']));
  // bed, centred
  const bw = Math.min(W * 0.62, s * 120);
  const bx = (W - bw) / 2 + (wx < W / 2 ? s * 8 : -s * 8);
  const head = r.pick(['#5c4a3d', '#2f4858', '#7a5c61', '#3b5249']);
  out += rect(bx, H * 0.4, bw, H * 0.3, head, ` rx="${n(s * 3)}"`);
  out += rect(bx - s * 2, H * 0.6, bw + s * 4, H * 0.2, '#fbfaf7', ` rx="${n(s * 2)}"`);
  out += rect(
    bx - s * 2,
    H * 0.66,
    bw + s * 4,
    H * 0.16,
    r.pick(['#c8553d', '#2e86ab', '#588b8b', '#d9a441', '#8e6c8a']),
    ` rx="${n(s * 2)}"`,
  );
  out += rect(bx - s * 2, H * 0.66, bw + s * 4, s * 2, '#ffffff', ' opacity="0.5"');
  out += rect(bx + bw * 0.08, H * 0.52, bw * 0.36, H * 0.1, '#ffffff', ` rx="${n(s * 3)}"`);
  out += rect(bx + bw * 0.56, H * 0.52, bw * 0.36, H * 0.1, '#ffffff', ` rx="${n(s * 3)}"`);
  // bedside table and lamp
  const tx = bx + bw + s * 6;
  if (tx + s * 14 < W) {
    out += rect(tx, H * 0.64, s * 14, floorY - H * 0.64, '#6d5a45');
    out += circle(tx + s * 7, H * 0.5, s * 14, radial(c, '#ffe6a8', '#ffe6a8', 0.55, 0));
    out +=
      rect(tx + s * 6.5, H * 0.54, s, H * 0.1, '#3b3b3b') +
      poly(
        [
          [tx + s * 2, H * 0.55],
          [tx + s * 12, H * 0.55],
          [tx + s * 10, H * 0.45],
          [tx + s * 4, H * 0.45],
        ],
        '#f6e7c1',
      );
  }
  return out;
};

const food: Scene = (c) => {
  const { W, H, s, r } = c;
  const table = r.pick([
    ['#8b5e3c', '#6f4a2f'],
    ['#e9e2d6', '#d8cfc0'],
    ['#3c3f44', '#2b2d31'],
    ['#b98b5e', '#9c7248'],
  ]);
  let out = rect(0, 0, W, H, table[0]);
  for (let y = 0; y < H; y += s * 9) out += rect(0, y, W, s * 0.5, table[1], ' opacity="0.6"');
  const cx = W * r.range(0.4, 0.6);
  const cy = H * 0.5;
  const R = s * r.range(30, 36);
  out += ellipse(cx + s * 2, cy + s * 3, R, R, '#000000', ' opacity="0.18"');
  out += circle(cx, cy, R, '#fdfdfb') + circle(cx, cy, R * 0.74, '#f2f0ea');
  const main = r.pick([
    { color: '#b5523b', kind: 'meat' },
    { color: '#f08a5d', kind: 'fish' },
    { color: '#e9c46a', kind: 'pasta' },
    { color: '#d1495b', kind: 'tart' },
  ]);
  if (main.kind === 'pasta') {
    for (let i = 0; i < 9; i++) {
      out += `<path d="M${n(cx - R * 0.4)},${n(cy - R * 0.3 + i * s * 2.2)} q${n(R * 0.2)},${n(-s * 3)} ${n(R * 0.4)},0 t${n(R * 0.4)},0" fill="none" stroke="${main.color}" stroke-width="${n(s * 1.6)}" stroke-linecap="round"/>`;
    }
  } else {
    out += ellipse(
      cx - R * 0.08,
      cy,
      R * 0.42,
      R * 0.3,
      main.color,
      ` transform="rotate(${n(r.range(-30, 30))} ${n(cx)} ${n(cy)})"`,
    );
    out += ellipse(cx - R * 0.1, cy - R * 0.08, R * 0.25, R * 0.1, '#ffffff', ' opacity="0.25"');
  }
  for (let i = 0; i < 7; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = R * r.range(0.35, 0.6);
    out += circle(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      s * r.range(2, 4),
      r.pick(['#5a9a3d', '#7cb342', '#e63946', '#f4a261', '#2a9d8f']),
    );
  }
  out += `<path d="M${n(cx - R * 0.55)},${n(cy + R * 0.35)} q${n(R * 0.5)},${n(R * 0.25)} ${n(R * 1.1)},${n(-R * 0.1)}" fill="none" stroke="${r.pick(['#6b2737', '#8c4a2f', '#3d5a3c'])}" stroke-width="${n(s * 1.5)}" stroke-linecap="round"/>`;
  // cutlery
  out += rect(cx - R - s * 10, cy - R * 0.8, s * 2, R * 1.6, '#c9ccd1', ` rx="${n(s)}"`);
  out += rect(cx + R + s * 8, cy - R * 0.8, s * 2.4, R * 1.6, '#c9ccd1', ` rx="${n(s)}"`);
  // glass and napkin
  const gx = cx + R + s * 24;
  if (gx < W - s * 6)
    out +=
      circle(gx, cy - R * 0.6, s * 8, '#ffffff', ' opacity="0.5"') +
      circle(gx, cy - R * 0.6, s * 6, r.pick(['#7b1e3a', '#f3e3a0', '#a4161a']), ' opacity="0.85"');
  const nx = cx - R - s * 30;
  if (nx > -s * 10)
    out += rect(
      nx,
      cy - s * 10,
      s * 16,
      s * 22,
      r.pick(['#f4f1de', '#e07a5f', '#81b29a', '#3d405b']),
      ` rx="${n(s)}" transform="rotate(-8 ${n(nx)} ${n(cy)})"`,
    );
  return out;
};

const city: Scene = (c) => {
  const { W, H, s, r } = c;
  const night = r.chance(0.35);
  const palette = night ? NIGHT_SKY : r.pick(SKIES);
  const ground = H * 0.8;
  let out = sky(c, ground, palette);
  if (night) {
    for (let i = 0; i < 40; i++)
      out += circle(
        r.range(0, W),
        r.range(0, H * 0.45),
        s * r.range(0.2, 0.45),
        '#ffffff',
        ` opacity="${n(r.range(0.4, 0.9))}"`,
      );
    out += circle(W * r.range(0.1, 0.9), H * 0.16, s * 5, '#f5f0d8');
  } else {
    out +=
      sun(c, W * r.range(0.1, 0.9), H * r.range(0.12, 0.3), s * 6, palette.sun) +
      clouds(c, r.int(1, 3), H * 0.3);
  }
  const winId = c.uid();
  const lit = night ? '#ffd27a' : '#e8f1f8';
  c.defs.push(
    `<pattern id="${winId}" width="${n(s * 3)}" height="${n(s * 4)}" patternUnits="userSpaceOnUse">${rect(s * 0.8, s * 0.8, s * 1.4, s * 2, lit)}</pattern>`,
  );
  const rows = [
    {
      colors: night ? ['#243352', '#2c3d60'] : ['#9db0c4', '#aebfd1', '#8fa3b8'],
      hMin: 25,
      hMax: 50,
      base: ground - s * 2,
    },
    {
      colors: night ? ['#141f36', '#1a2742', '#202e4c'] : ['#51627a', '#5d6f86', '#6a5d7b', '#7a6a5a'],
      hMin: 15,
      hMax: 40,
      base: ground,
    },
  ];
  for (const [ri, row] of rows.entries()) {
    let x = -r.range(0, s * 10);
    while (x < W) {
      const w = s * r.range(8, 16);
      const h = s * r.range(row.hMin, row.hMax);
      const color = r.pick(row.colors);
      out += rect(x, row.base - h, w, h, color);
      const roof = r.next();
      if (roof < 0.15)
        out += poly(
          [
            [x, row.base - h],
            [x + w / 2, row.base - h - w * 0.6],
            [x + w, row.base - h],
          ],
          color,
        );
      else if (roof < 0.25)
        out += `<path d="M${n(x + w * 0.1)},${n(row.base - h)} A${n(w * 0.4)},${n(w * 0.4)} 0 0 1 ${n(x + w * 0.9)},${n(row.base - h)} Z" fill="${color}"/>`;
      else if (roof < 0.32) out += rect(x + w * 0.45, row.base - h - s * 8, w * 0.1, s * 8, color);
      if (ri === 1 || r.chance(0.5))
        out += rect(
          x + s,
          row.base - h + s * 2,
          w - s * 2,
          h - s * 4,
          `url(#${winId})`,
          ` opacity="${ri === 1 ? 0.9 : 0.5}"`,
        );
      x += w + s * r.range(0, 2);
    }
  }
  out += rect(0, ground, W, H - ground, linear(c, night ? ['#1d2b4d', '#0b1429'] : ['#4a7fa8', '#2b5876']));
  for (let i = 0; i < 4; i++)
    out += rect(
      r.range(0, W * 0.8),
      ground + s * (3 + i * 4),
      W * r.range(0.1, 0.3),
      s * 0.6,
      night ? '#ffd27a' : '#ffffff',
      ' opacity="0.4"',
    );
  out += rect(0, ground - s * 0.8, W, s * 1.6, night ? '#2a2f3a' : '#7b7f86');
  return out;
};

const countryside: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  const horizon = H * r.range(0.42, 0.52);
  let out =
    sky(c, horizon + s * 10, palette) +
    sun(c, W * r.range(0.1, 0.9), H * r.range(0.1, 0.25), s * 6, palette.sun) +
    clouds(c, r.int(2, 4), horizon * 0.7);
  out += hills(c, horizon, s * 8, 3, '#8fb08a', ' opacity="0.9"');
  const lavender = r.chance(0.3);
  const fields = lavender
    ? ['#8e7cc3', '#9b87c9', '#7d6bb3', '#6aa35a']
    : ['#9cc069', '#d9c15a', '#6aa35a', '#b7c95d', '#e0b653', '#5f9a4f'];
  const bands = r.int(4, 5);
  for (let i = 0; i < bands; i++) {
    const y = horizon + ((H - horizon) * (i + 0.3)) / bands;
    const fill = fields[(i + r.int(0, fields.length)) % fields.length];
    out += hills(c, y, s * (3 + i * 1.5), r.int(1, 3), fill);
    if (lavender && i > 0) {
      for (let k = 0; k < 8; k++) {
        out += `<path d="${wavePath(c, y + s * (4 + k * 3), W / 2, s * 1.5, 0)}" fill="none" stroke="#5e4b99" stroke-opacity="0.35" stroke-width="${n(s * 0.6)}"/>`;
      }
    }
  }
  // farmhouse and trees
  const fx = W * r.range(0.55, 0.85);
  const fy = horizon + (H - horizon) * 0.35;
  const fw = s * 14;
  out +=
    rect(fx - fw / 2, fy - fw * 0.5, fw, fw * 0.5, r.pick(['#f1e3c8', '#efe6d6', '#e8d3b0'])) +
    poly(
      [
        [fx - fw * 0.62, fy - fw * 0.48],
        [fx, fy - fw * 0.95],
        [fx + fw * 0.62, fy - fw * 0.48],
      ],
      r.pick(['#b5523b', '#9c4a32', '#a0522d']),
    );
  out += rect(fx - fw * 0.1, fy - fw * 0.28, fw * 0.2, fw * 0.28, '#6d4c3d');
  const trees = r.int(3, 7);
  for (let i = 0; i < trees; i++)
    out += tree(
      c,
      W * r.range(0.02, 0.98),
      horizon + (H - horizon) * r.range(0.2, 0.5),
      s * r.range(10, 18),
      r.pick(GREENS),
    );
  out += birds(c, r.int(0, 3), horizon * 0.5, '#3a4a5a');
  return out;
};

const castle: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  const stone = r.pick(['#cfc6b8', '#d9cbb0', '#bfb7ad', '#e3d7c1']);
  const shade = r.pick(['#a99f90', '#b3a48a', '#9d958b']);
  const roof = r.pick(['#3e5a7a', '#6b3f3f', '#2f4a5a', '#4a4063']);
  let out =
    sky(c, H * 0.8, palette) +
    sun(c, W * r.range(0.1, 0.9), H * 0.2, s * 6, palette.sun) +
    clouds(c, r.int(1, 3), H * 0.3);
  out += hills(c, H * 0.78, s * 6, 2, '#7aa374');
  const cx = W * r.range(0.4, 0.6);
  const base = H * 0.8;
  const wallW = s * r.range(44, 60);
  const wallH = s * r.range(18, 24);
  out += rect(cx - wallW / 2, base - wallH, wallW, wallH, stone);
  for (let x = cx - wallW / 2; x < cx + wallW / 2 - s; x += s * 4)
    out += rect(x, base - wallH - s * 2.5, s * 2.2, s * 2.5, stone);
  const keepW = s * 16;
  const keepH = wallH + s * r.range(14, 22);
  out += rect(cx - keepW / 2, base - keepH, keepW, keepH, shade);
  for (let x = cx - keepW / 2; x < cx + keepW / 2 - s; x += s * 4)
    out += rect(x, base - keepH - s * 2.5, s * 2.2, s * 2.5, shade);
  const towerW = s * 10;
  for (const side of [-1, 1]) {
    const tx = cx + side * (wallW / 2);
    const th = wallH + s * r.range(12, 18);
    out += rect(tx - towerW / 2, base - th, towerW, th, stone);
    out += poly(
      [
        [tx - towerW * 0.65, base - th],
        [tx, base - th - towerW * 1.4],
        [tx + towerW * 0.65, base - th],
      ],
      roof,
    );
    out += `<path d="M${n(tx)},${n(base - th - towerW * 1.4)} v${n(-s * 5)}" stroke="#3b3b3b" stroke-width="${n(s * 0.4)}"/>`;
    out += poly(
      [
        [tx, base - th - towerW * 1.4 - s * 5],
        [tx + s * 4, base - th - towerW * 1.4 - s * 4],
        [tx, base - th - towerW * 1.4 - s * 3],
      ],
      r.pick(ACCENTS),
    );
    out += `<path d="M${n(tx - s)},${n(base - th + s * 8)} v${n(-s * 2)} a${n(s)},${n(s)} 0 0 1 ${n(s * 2)},0 v${n(s * 2)} z" fill="#3a3530"/>`;
  }
  out += `<path d="M${n(cx - s * 4)},${n(base)} v${n(-s * 7)} a${n(s * 4)},${n(s * 4)} 0 0 1 ${n(s * 8)},0 v${n(s * 7)} z" fill="#4a3b30"/>`;
  for (let i = -1; i <= 1; i++)
    out += `<path d="M${n(cx + i * s * 5 - s)},${n(base - keepH + s * 8)} v${n(-s * 2)} a${n(s)},${n(s)} 0 0 1 ${n(s * 2)},0 v${n(s * 2)} z" fill="#3a3530"/>`;
  out += hills(c, H * 0.9, s * 4, 3, r.pick(GREENS));
  const trees = r.int(3, 6);
  for (let i = 0; i < trees; i++) {
    const x = r.chance(0.5) ? W * r.range(0, 0.3) : W * r.range(0.7, 1);
    out += tree(c, x, H * r.range(0.88, 0.98), s * r.range(12, 20), r.pick(GREENS));
  }
  return out;
};

const activity: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  let out = sky(c, H * 0.8, palette);
  const balloon = r.chance(0.5);
  if (balloon) {
    out += clouds(c, r.int(2, 4), H * 0.6);
    out += hills(c, H * 0.78, s * 8, 3, '#8fb08a');
    out += hills(c, H * 0.88, s * 6, 2, r.pick(GREENS));
    const count = r.int(1, 3);
    for (let i = 0; i < count; i++) {
      const bx = W * ((i + r.range(0.3, 0.7)) / count);
      const by = H * r.range(0.25, 0.45);
      const R = s * (i === 0 ? r.range(13, 17) : r.range(6, 10));
      const colors = [r.pick(ACCENTS), r.pick(ACCENTS), '#ffffff'];
      const clip = c.uid();
      const envelope = `M${n(bx)},${n(by + R * 1.35)} C${n(bx - R * 0.4)},${n(by + R * 1.1)} ${n(bx - R * 1.15)},${n(by + R * 0.3)} ${n(bx - R)},${n(by - R * 0.2)} A${n(R)},${n(R)} 0 1 1 ${n(bx + R)},${n(by - R * 0.2)} C${n(bx + R * 1.15)},${n(by + R * 0.3)} ${n(bx + R * 0.4)},${n(by + R * 1.1)} ${n(bx)},${n(by + R * 1.35)} Z`;
      c.defs.push(`<clipPath id="${clip}"><path d="${envelope}"/></clipPath>`);
      let stripes = '';
      for (let k = 0; k < 6; k++)
        stripes += rect(
          bx - R * 1.2 + (k * R * 2.4) / 6,
          by - R * 1.3,
          (R * 2.4) / 6 + 1,
          R * 2.8,
          colors[k % 3],
        );
      out += `<g clip-path="url(#${clip})">${stripes}</g>`;
      out += `<path d="M${n(bx - R * 0.25)},${n(by + R * 1.3)} L${n(bx - R * 0.22)},${n(by + R * 1.75)} M${n(bx + R * 0.25)},${n(by + R * 1.3)} L${n(bx + R * 0.22)},${n(by + R * 1.75)}" stroke="#5b4636" stroke-width="${n(s * 0.3)}"/>`;
      out += rect(bx - R * 0.25, by + R * 1.75, R * 0.5, R * 0.35, '#8b5e3c');
    }
  } else {
    out += sun(c, W * r.range(0.1, 0.9), H * 0.2, s * 6, palette.sun) + clouds(c, r.int(1, 3), H * 0.3);
    out += hills(c, H * 0.6, s * 10, 2, '#9bbf8a');
    out += hills(c, H * 0.72, s * 6, 3, r.pick(GREENS));
    out += `<path d="M${n(-s * 5)},${n(H + 1)} C${n(W * 0.3)},${n(H * 0.8)} ${n(W * 0.45)},${n(H * 0.74)} ${n(W * 0.62)},${n(H * 0.68)} L${n(W * 0.64)},${n(H * 0.69)} C${n(W * 0.52)},${n(H * 0.76)} ${n(W * 0.45)},${n(H * 0.86)} ${n(W * 0.42)},${n(H + 1)} Z" fill="#d9c7a3"/>`;
    for (let i = 0; i < r.int(3, 6); i++)
      out += tree(c, W * r.range(0, 1), H * r.range(0.7, 0.8), s * r.range(10, 16), r.pick(GREENS));
    // a bicycle
    const bx = W * r.range(0.35, 0.65);
    const by = H * 0.86;
    const wr = s * 9;
    const frame = r.pick(ACCENTS);
    const sw = n(s * 1.1);
    out +=
      circle(bx - wr * 1.4, by, wr, 'none', ` stroke="#2b2b2b" stroke-width="${sw}"`) +
      circle(bx + wr * 1.4, by, wr, 'none', ` stroke="#2b2b2b" stroke-width="${sw}"`);
    out += `<path d="M${n(bx - wr * 1.4)},${n(by)} L${n(bx - wr * 0.3)},${n(by - wr * 1.1)} L${n(bx + wr * 0.9)},${n(by - wr * 1.1)} L${n(bx + wr * 1.4)},${n(by)} M${n(bx - wr * 1.4)},${n(by)} L${n(bx)},${n(by)} L${n(bx + wr * 0.9)},${n(by - wr * 1.1)} M${n(bx)},${n(by)} L${n(bx - wr * 0.45)},${n(by - wr * 1.4)} M${n(bx + wr * 0.9)},${n(by - wr * 1.1)} L${n(bx + wr * 0.75)},${n(by - wr * 1.6)} l${n(wr * 0.5)},0" fill="none" stroke="${frame}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += rect(bx - wr * 0.75, by - wr * 1.55, wr * 0.6, s * 1.2, '#2b2b2b', ` rx="${n(s * 0.5)}"`);
  }
  return out;
};

const box: Scene = (c) => {
  const { W, H, s, r } = c;
  const bg = r.pick([
    ['#fde2e4', '#fad2e1'],
    ['#e2ece9', '#bee1e6'],
    ['#fff1e6', '#f0d9c4'],
    ['#dfe7fd', '#cddafd'],
    ['#f1e8ff', '#dcd0ff'],
  ]);
  let out = rect(0, 0, W, H, linear(c, bg));
  const confetti = r.int(16, 30);
  for (let i = 0; i < confetti; i++) {
    const x = r.range(0, W);
    const y = r.range(0, H);
    const color = r.pick(ACCENTS);
    out += r.chance(0.5)
      ? circle(x, y, s * r.range(0.6, 1.4), color, ' opacity="0.7"')
      : rect(
          x,
          y,
          s * 2.4,
          s * 1,
          color,
          ` opacity="0.7" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})"`,
        );
  }
  const cx = W * r.range(0.42, 0.58);
  const size = s * r.range(50, 58);
  const top = H * 0.3;
  const body = r.pick(['#0b3d3a', '#c2410c', '#1e3a8a', '#9f1239', '#3f6212', '#1c1917']);
  const ribbon = r.pick(['#fcd34d', '#f5f5f4', '#fb7185', '#fdba74']);
  out += ellipse(cx, top + size * 0.98, size * 0.65, s * 3, '#000000', ' opacity="0.15"');
  out += rect(cx - size / 2, top + size * 0.18, size, size * 0.78, body);
  out += rect(cx - size * 0.56, top, size * 1.12, size * 0.22, body, ' opacity="0.9"');
  out += rect(cx - size * 0.56, top + size * 0.18, size * 1.12, s * 1.5, '#000000', ' opacity="0.15"');
  out += rect(cx - size * 0.07, top, size * 0.14, size * 0.96, ribbon);
  out += rect(cx - size / 2, top + size * 0.5, size, size * 0.12, ribbon);
  out += ellipse(
    cx - size * 0.17,
    top - size * 0.08,
    size * 0.2,
    size * 0.1,
    ribbon,
    ` transform="rotate(-25 ${n(cx - size * 0.17)} ${n(top - size * 0.08)})"`,
  );
  out += ellipse(
    cx + size * 0.17,
    top - size * 0.08,
    size * 0.2,
    size * 0.1,
    ribbon,
    ` transform="rotate(25 ${n(cx + size * 0.17)} ${n(top - size * 0.08)})"`,
  );
  out += circle(cx, top - size * 0.02, size * 0.07, ribbon);
  return out;
};

const giftcard: Scene = (c) => {
  const { W, H, s, r } = c;
  const bg = r.pick([
    ['#0b3d3a', '#125e58'],
    ['#1e293b', '#334155'],
    ['#7c2d12', '#9a3412'],
    ['#312e81', '#4338ca'],
    ['#3f3f46', '#52525b'],
  ]);
  let out = rect(0, 0, W, H, linear(c, bg));
  for (let i = 0; i < 14; i++) {
    const x = r.range(0, W);
    const y = r.range(0, H);
    const k = s * r.range(0.8, 1.8);
    out += `<path d="M${n(x)},${n(y - k * 2)} Q${n(x)},${n(y)} ${n(x + k * 2)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y + k * 2)} Q${n(x)},${n(y)} ${n(x - k * 2)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y - k * 2)} Z" fill="#fde68a" opacity="${n(r.range(0.4, 0.9))}"/>`;
  }
  const cw = Math.min(W * 0.62, s * 110);
  const ch = cw * 0.6;
  const cx = (W - cw) / 2;
  const cy = (H - ch) / 2;
  const card = r.pick([
    ['#fcd34d', '#f59e0b'],
    ['#f9a8d4', '#ec4899'],
    ['#a7f3d0', '#10b981'],
    ['#bfdbfe', '#3b82f6'],
    ['#fed7aa', '#f97316'],
  ]);
  const clip = c.uid();
  c.defs.push(
    `<clipPath id="${clip}"><rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="${n(s * 4)}"/></clipPath>`,
  );
  out += rect(cx + s * 2, cy + s * 3, cw, ch, '#000000', ` rx="${n(s * 4)}" opacity="0.25"`);
  out += `<g clip-path="url(#${clip})">${rect(cx, cy, cw, ch, linear(c, card, false))}${circle(cx + cw * 0.95, cy + ch * 0.1, ch * 0.6, '#ffffff', ' opacity="0.18"')}${circle(cx + cw * 0.1, cy + ch * 1.05, ch * 0.5, '#ffffff', ' opacity="0.15"')}${rect(cx + cw * 0.7, cy, cw * 0.08, ch, '#ffffff', ' opacity="0.85"')}</g>`;
  out += rect(cx + cw * 0.08, cy + ch * 0.2, cw * 0.14, ch * 0.17, '#fef3c7', ` rx="${n(s)}"`);
  out += rect(cx + cw * 0.08, cy + ch * 0.62, cw * 0.4, s * 2.4, '#ffffff', ` rx="${n(s)}" opacity="0.8"`);
  out += rect(cx + cw * 0.08, cy + ch * 0.74, cw * 0.25, s * 2.4, '#ffffff', ` rx="${n(s)}" opacity="0.6"`);
  const bx = cx + cw * 0.74;
  const by = cy + ch * 0.28;
  out += ellipse(
    bx - s * 6,
    by,
    s * 7,
    s * 3.6,
    '#ffffff',
    ` transform="rotate(-20 ${n(bx - s * 6)} ${n(by)})"`,
  );
  out += ellipse(
    bx + s * 6,
    by,
    s * 7,
    s * 3.6,
    '#ffffff',
    ` transform="rotate(20 ${n(bx + s * 6)} ${n(by)})"`,
  );
  out += circle(bx, by, s * 2.6, '#f5f5f4');
  return out;
};

const banner: Scene = (c) => {
  const { W, H, s, r } = c;
  const palette = r.pick(SKIES);
  const horizon = H * r.range(0.55, 0.65);
  let out = sky(c, horizon + s * 10, palette);
  out += sun(c, W * r.range(0.55, 0.9), H * r.range(0.15, 0.35), s * r.range(6, 9), palette.sun);
  out += clouds(c, r.int(3, 6), horizon * 0.6);
  out += hills(c, horizon - s * 6, s * 14, 2, r.pick(['#9db4c0', '#a9b8d0', '#b7b0cf']), ' opacity="0.85"');
  out += hills(c, horizon, s * 10, 3, r.pick(['#7fa87a', '#6f9d7b', '#86a86e']));
  if (r.chance(0.6)) {
    out += rect(0, horizon + s * 4, W, H * 0.12, linear(c, ['#9ccfe0', '#5fa6c4']));
    for (let i = 0; i < 3; i++)
      out += rect(
        W * r.range(0.1, 0.7),
        horizon + s * (6 + i * 3),
        W * r.range(0.1, 0.25),
        s * 0.6,
        '#ffffff',
        ' opacity="0.5"',
      );
  }
  out += hills(c, H * 0.82, s * 8, 4, r.pick(GREENS));
  out += hills(c, H * 0.93, s * 5, 3, r.pick(['#3f6d3a', '#355e3b', '#4a7a43']));
  const trees = r.int(6, 12);
  for (let i = 0; i < trees; i++)
    out += tree(c, W * r.range(0, 1), H * r.range(0.84, 1), s * r.range(10, 18), r.pick(GREENS));
  out += birds(c, r.int(2, 5), horizon * 0.5, '#2f3e4e');
  return out;
};

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

// ---------------------------------------------------------------- rendering and caching

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

// ---------------------------------------------------------------- favicon

/** The favicon drawing, shared by public/favicon.svg and the generated /favicon.ico. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="8" fill="#0b3d3a"/><circle cx="16" cy="13" r="6" fill="#fcd34d"/><path d="M3 22c4-3.5 8.5-3.5 13 0s9 3.5 13 0v10H3z" fill="#5eead4"/><path d="M3 25.5c4-3.5 8.5-3.5 13 0s9 3.5 13 0" fill="none" stroke="#0b3d3a" stroke-width="1.8"/></svg>`;

let favicon: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** A 32x32 ICO whose single entry is a PNG (supported by every current browser). */
export function getFaviconIco(): Promise<Uint8Array<ArrayBuffer>> {
  favicon ??= sharp(Buffer.from(FAVICON_SVG))
    .resize(32, 32)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .then((png) => {
      const header = Buffer.alloc(6 + 16);
      header.writeUInt16LE(0, 0); // reserved
      header.writeUInt16LE(1, 2); // type: icon
      header.writeUInt16LE(1, 4); // one image
      header.writeUInt8(32, 6); // width
      header.writeUInt8(32, 7); // height
      header.writeUInt8(0, 8); // no palette
      header.writeUInt8(0, 9); // reserved
      header.writeUInt16LE(1, 10); // colour planes
      header.writeUInt16LE(32, 12); // bits per pixel
      header.writeUInt32LE(png.length, 14); // size of the PNG
      header.writeUInt32LE(22, 18); // offset of the PNG
      return new Uint8Array(Buffer.concat([header, png]));
    });
  return favicon;
}
