import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg });

/** Gallery beside the summary on desktops, above it on phones. */
export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const summary = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const facts = style({ margin: 0, color: vars.color.textMuted });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });

export const amount = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const amountPromo = style({ color: vars.color.promo });

export const ref = style({ color: vars.color.textMuted });

export const promo = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.promo,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const list = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: vars.space.xs });

export const text = style({ margin: 0, maxWidth: '70ch' });

export const options = style({ display: 'grid', gap: vars.space.sm });

export const option = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const optionSummary = style({
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: 700,
});

export const optionBody = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const staysHead = style({ display: 'grid', gap: vars.space.xs });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

export const sentinel = style({ height: 1 });
