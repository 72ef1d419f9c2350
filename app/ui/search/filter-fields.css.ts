import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A group of filter fields (budget, distance): a bare fieldset laid out as a grid. */
const fieldset = { margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid' } as const;

/** Fields that belong together (the two budget bounds). */
export const fieldsetTight = style({ ...fieldset, gap: vars.space.sm });

/** Fields that stand apart (the 'around' switch and the distance). */
export const fieldsetLoose = style({ ...fieldset, gap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
