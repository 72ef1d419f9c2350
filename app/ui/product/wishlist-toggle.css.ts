import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.promo,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const heart = style({
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: { [`${button}[aria-pressed="true"] &`]: { fill: 'currentColor' } },
  '@media': { '(forced-colors: active)': { stroke: 'ButtonText' } },
});
