import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });

export const inputs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
