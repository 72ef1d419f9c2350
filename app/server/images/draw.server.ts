/**
 * The drawing kit of the generated pictures: a canvas (size, scale, seeded randomness, gradient
 * definitions), SVG shape helpers, landscape pieces (hills, clouds, sun, birds, trees, waves) and the
 * palettes the scenes pick from. Every helper returns SVG text; coordinates are rounded to 0.1 px.
 */
import type { Rng } from './random.server';

export const n = (v: number) => (Math.round(v * 10) / 10).toString();

export interface Canvas {
  W: number;
  H: number;
  /** one hundredth of the height: objects scale with it, backgrounds span the width */
  s: number;
  r: Rng;
  defs: string[];
  uid: () => string;
}

export function linear(c: Canvas, stops: readonly string[], vertical = true): string {
  const id = c.uid();
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 1;
  const s = stops.map((color, i) => `<stop offset="${n(i * step)}" stop-color="${color}"/>`).join('');
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(c: Canvas, inner: string, outer: string, innerOpacity = 1, outerOpacity = 0): string {
  const id = c.uid();
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
  );
  return `url(#${id})`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

export function poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra}/>`;
}

/** A smooth curve through points (Catmull-Rom as cubic Béziers), closed down to the bottom edge. */
export function smoothGround(
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

export function hills(
  c: Canvas,
  baseY: number,
  amplitude: number,
  bumps: number,
  fill: string,
  extra = '',
): string {
  const pts: [number, number][] = [];
  const count = bumps * 2 + 1;
  for (let i = 0; i <= count; i++) {
    const x = (c.W * i) / count + (i > 0 && i < count ? c.r.range(-0.2, 0.2) * (c.W / count) : 0);
    pts.push([x, baseY + (i % 2 === 0 ? c.r.range(0.1, 0.5) : -c.r.range(0.5, 1)) * amplitude]);
  }
  return smoothGround(pts, c.H + 1, fill, extra);
}

export function cloud(c: Canvas, cx: number, cy: number, size: number, opacity = 0.9): string {
  const parts = [
    ellipse(cx, cy, size * 1.6, size * 0.55, '#ffffff'),
    circle(cx - size * 0.6, cy - size * 0.25, size * 0.55, '#ffffff'),
    circle(cx + size * 0.15, cy - size * 0.45, size * 0.75, '#ffffff'),
    circle(cx + size * 0.85, cy - size * 0.15, size * 0.45, '#ffffff'),
  ];
  return `<g opacity="${opacity}">${parts.join('')}</g>`;
}

export function clouds(c: Canvas, count: number, maxY: number): string {
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

export function sun(c: Canvas, cx: number, cy: number, radius: number, color: string): string {
  return circle(cx, cy, radius * 2.6, radial(c, color, color, 0.45, 0)) + circle(cx, cy, radius, color);
}

export function birds(c: Canvas, count: number, maxY: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = c.r.range(0.1, 0.9) * c.W;
    const y = c.r.range(0.15, 1) * maxY;
    const w = c.r.range(1.2, 2.2) * c.s;
    d += `M${n(x - w)},${n(y - w * 0.4)} Q${n(x - w / 2)},${n(y - w * 0.7)} ${n(x)},${n(y)} Q${n(x + w / 2)},${n(y - w * 0.7)} ${n(x + w)},${n(y - w * 0.4)} `;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(c.s * 0.35)}" stroke-linecap="round"/>`;
}

export function tree(
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

export function pine(x: number, groundY: number, height: number, color: string): string {
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

export function wavePath(c: Canvas, y: number, wavelength: number, amplitude: number, phase: number): string {
  let d = `M${n(-wavelength + phase)},${n(y)}`;
  for (let x = -wavelength + phase; x < c.W + wavelength; x += wavelength) {
    d += ` q${n(wavelength / 4)},${n(-amplitude)} ${n(wavelength / 2)},0 t${n(wavelength / 2)},0`;
  }
  return d;
}

// ---------------------------------------------------------------- palettes

export const SKIES = [
  { top: '#5fa8e8', bottom: '#d4ecff', sun: '#fff4c2', mood: 'day' },
  { top: '#7db9f0', bottom: '#f4f1e0', sun: '#fff1b0', mood: 'day' },
  { top: '#f0826a', bottom: '#fcd9a5', sun: '#fff0c4', mood: 'sunset' },
  { top: '#6c5b9e', bottom: '#f5a97f', sun: '#ffe2a8', mood: 'sunset' },
  { top: '#f6b36b', bottom: '#fff2cf', sun: '#fffaf0', mood: 'morning' },
  { top: '#3f7fcf', bottom: '#bfe3f5', sun: '#ffffff', mood: 'day' },
] as const;

export const NIGHT_SKY = { top: '#0f1d3d', bottom: '#3d5286', sun: '#f5f0d8', mood: 'night' } as const;

export const GREENS = ['#4d8b46', '#5f9a4f', '#3f7a4a', '#6aa35a', '#7aa84d', '#3c6e47'];
export const ACCENTS = [
  '#e4572e',
  '#f3a712',
  '#29335c',
  '#db2b39',
  '#0b7a75',
  '#8e44ad',
  '#d35400',
  '#2e86ab',
];

export type Scene = (c: Canvas) => string;

export function sky(c: Canvas, horizon: number, palette: { top: string; bottom: string }): string {
  return rect(0, 0, c.W, horizon + 2, linear(c, [palette.top, palette.bottom]));
}
