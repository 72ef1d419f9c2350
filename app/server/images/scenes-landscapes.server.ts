/** Outdoor scenes: the sea, the mountains, the countryside and the wide banner landscape. */
import {
  ACCENTS,
  birds,
  clouds,
  GREENS,
  hills,
  linear,
  n,
  pine,
  poly,
  rect,
  SKIES,
  sky,
  smoothGround,
  sun,
  tree,
  wavePath,
  type Scene,
} from './draw.server';

export const sea: Scene = (c) => {
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

export const mountain: Scene = (c) => {
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

export const countryside: Scene = (c) => {
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

export const banner: Scene = (c) => {
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
