/** Scenes of places and things to do: the city skyline, the castle and the activity (balloons or a bicycle ride). */
import {
  ACCENTS,
  circle,
  clouds,
  GREENS,
  hills,
  linear,
  n,
  NIGHT_SKY,
  poly,
  rect,
  SKIES,
  sky,
  sun,
  tree,
  type Scene,
} from './draw.server';

export const city: Scene = (c) => {
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

export const castle: Scene = (c) => {
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

export const activity: Scene = (c) => {
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
