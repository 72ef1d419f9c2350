import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  textAlign: 'center',
});

export const illustration = style({ color: vars.color.brand });

export const text = style({ margin: 0, maxWidth: '60ch', fontSize: vars.fontSize.md });
