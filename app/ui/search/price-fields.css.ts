import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const inputs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});
