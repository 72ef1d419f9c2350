/** Indoor scenes: the spa pool, the hotel room and the plate of food. */
import {
  ACCENTS,
  circle,
  ellipse,
  GREENS,
  linear,
  n,
  poly,
  radial,
  rect,
  SKIES,
  smoothGround,
  wavePath,
  type Scene,
} from './draw.server';

export const spa: Scene = (c) => {
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

export const room: Scene = (c) => {
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

export const food: Scene = (c) => {
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
