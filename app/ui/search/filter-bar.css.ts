import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const bar = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: 'rgba(255, 255, 255, 0.97)',
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 2px 8px rgba(28, 25, 23, 0.05)',
  '@media': { [breakpoints.desktop]: { display: 'block' } },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: 12,
});

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginInlineEnd: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});

export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 22,
  height: 22,
  paddingInline: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
  letterSpacing: 0,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const removeAll = style({
  marginInlineStart: 'auto',
  minHeight: 40,
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  textUnderlineOffset: 3,
});
