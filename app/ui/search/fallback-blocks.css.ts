import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const blocks = style({ display: 'grid', gap: vars.space.xl });

export const block = style({ display: 'grid', gap: vars.space.md });

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  fontWeight: 700,
  color: vars.color.brand,
  textUnderlineOffset: 3,
});
