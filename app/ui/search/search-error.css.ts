import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const page = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space.xxl });

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  maxWidth: 560,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
