import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const banner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const sand = style({
  background: vars.color.sand,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const image = style({ width: '100%', height: '100%', maxHeight: 220, objectFit: 'cover' });

export const copy = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, maxWidth: '52ch' });

export const brandText = style({ color: vars.color.textOnBrandMuted });
