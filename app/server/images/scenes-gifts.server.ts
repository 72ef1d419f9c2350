/** Gift scenes: the wrapped box and the gift card. */
import { ACCENTS, circle, ellipse, linear, n, rect, type Scene } from './draw.server';

export const box: Scene = (c) => {
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

export const giftcard: Scene = (c) => {
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
