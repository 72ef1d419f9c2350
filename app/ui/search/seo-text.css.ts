import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const text = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, maxWidth: '70ch' });

export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
});

export const count = style({
  fontWeight: 400,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
