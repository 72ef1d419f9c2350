import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

const block = style({
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, #ecebe9 50%, ${vars.color.surfaceMuted} 75%)`,
  backgroundSize: '200% 100%',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.4s linear infinite` } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  paddingBottom: vars.space.md,
});

export const image = style([block, { aspectRatio: '16 / 9', borderRadius: 0 }]);
export const line = style([block, { height: 16, marginInline: vars.space.md }]);
export const title = style([line, { height: 22, width: '70%' }]);
export const short = style([line, { width: '45%' }]);
export const price = style([line, { height: 28, width: '35%', marginTop: vars.space.sm }]);
