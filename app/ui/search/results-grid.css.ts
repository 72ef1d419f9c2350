import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const region = style({ display: 'grid', gap: vars.space.xl });

/** 1 column on phones, 2 on tablets, 3 on desktops (the results grid has 3 columns). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
