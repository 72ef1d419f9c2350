import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
  background: vars.color.sand,
});

export const card = style({
  width: '100%',
  maxWidth: 560,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
});

export const illustration = style({ width: 120, height: 'auto', color: vars.color.brand });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '40ch' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
