import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/**
 * What a results panel (filters, sort, map) looks like inside, the same whether it is a section of
 * the page (no JavaScript) or a dialog: a heading row with the close control, and its padding.
 */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const padded = style({ padding: vars.space.md });
