import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { mapColors } from './colors';

export const layout = style({ display: 'grid', gap: vars.space.md });

export const figure = style({ margin: 0 });

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: mapColors.sea,
});

export const sea = style({ fill: mapColors.sea });

export const land = style({
  fill: mapColors.land,
  fillRule: 'evenodd',
  stroke: mapColors.border,
  strokeWidth: 0.7,
  strokeLinejoin: 'round',
});

/** Dots are zero-length path segments with round caps: a white halo under a coloured dot. */
export const dotHalo = style({ fill: 'none', stroke: '#ffffff', strokeWidth: 7.5, strokeLinecap: 'round' });

export const dot = style({
  fill: 'none',
  stroke: mapColors.dot,
  strokeOpacity: 0.75,
  strokeWidth: 5.5,
  strokeLinecap: 'round',
});

export const pin = style({ fill: vars.color.accent, stroke: '#ffffff', strokeWidth: 1.5 });

export const pinText = style({
  fill: vars.color.accentContrast,
  fontFamily: vars.font.body,
  fontSize: 12,
  fontWeight: 700,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatchPin = style({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  background: vars.color.accent,
});

export const swatchDot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: mapColors.dot,
  opacity: 0.55,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 28,
  height: 28,
  paddingInline: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const place = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({
  fontWeight: 700,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
});

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
