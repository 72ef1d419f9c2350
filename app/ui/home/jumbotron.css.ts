import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const hero = style({ position: 'relative' });

export const media = style({
  position: 'relative',
  height: 260,
  overflow: 'hidden',
  background: '#284e4a',
  '@media': {
    [breakpoints.tablet]: { height: 380 },
    [breakpoints.desktop]: { height: 460 },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const shade = style({
  position: 'absolute',
  inset: 0,
  background:
    'linear-gradient(180deg, rgba(8, 28, 26, 0.62) 0%, rgba(8, 28, 26, 0.35) 55%, rgba(8, 28, 26, 0.15) 100%)',
});

export const copy = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  paddingTop: vars.space.lg,
  color: '#ffffff',
  '@media': { [breakpoints.desktop]: { paddingTop: vars.space.xxl } },
});

export const title = style({
  margin: 0,
  maxWidth: '22ch',
  fontSize: vars.fontSize.xxl,
  color: '#ffffff',
  textShadow: '0 2px 12px rgba(0, 0, 0, 0.35)',
});

export const subtitle = style({
  margin: `${vars.space.sm} 0 0`,
  maxWidth: '50ch',
  fontSize: vars.fontSize.md,
  color: '#ffffff',
  textShadow: '0 1px 8px rgba(0, 0, 0, 0.4)',
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.lg } },
});

export const ctas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const below = style({
  position: 'relative',
  marginTop: -40,
  '@media': { [breakpoints.desktop]: { marginTop: -150 } },
});
