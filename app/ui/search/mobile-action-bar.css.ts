import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 2px 8px rgba(28, 25, 23, 0.06)',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border}` } },
});

export const action = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 52,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outlineOffset: -3 },
  },
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontSize: vars.fontSize.xs,
});
