import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const content = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
  '@media': { [breakpoints.desktop]: { paddingBlock: `${vars.space.xl} ${vars.space.xxl}` } },
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.body,
  fontWeight: 700,
  '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize.xl, fontFamily: vars.font.heading } },
});

export const results = style({ display: 'grid', gap: vars.space.xl, scrollMarginTop: 80 });
