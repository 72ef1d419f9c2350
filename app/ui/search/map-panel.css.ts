import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'hotel',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const marker = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const markerText = style({ transform: 'rotate(45deg)' });

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.body });

export const place = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const distance = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});
