import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css';

/** A group of filter fields (budget, distance): a bare fieldset laid out as a grid. */
export const fieldset = recipe({
  base: { margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid' },
  variants: { gap: { sm: { gap: vars.space.sm }, md: { gap: vars.space.md } } },
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
