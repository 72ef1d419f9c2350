import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const block = style({ display: 'grid', gap: vars.space.lg, scrollMarginTop: 100 });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const scoreLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const score = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
});

export const label = style({ fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subScores = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl } },
});

export const subScore = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.sm,
  alignItems: 'center',
});

globalStyle(`${subScore} dt`, { gridColumn: 1 });
globalStyle(`${subScore} dd`, { display: 'contents', margin: 0 });

/** A sub-score's bar: a meter whose width is score x 10 %. */
export const bar = style({
  gridColumn: '1 / span 2',
  gridRow: 2,
  width: '100%',
  height: 8,
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
globalStyle(`${bar}::-webkit-meter-bar`, {
  background: vars.color.surfaceMuted,
  border: 'none',
  borderRadius: vars.radius.pill,
  height: 8,
});
globalStyle(`${bar}::-webkit-meter-optimum-value`, {
  background: vars.color.brand,
  borderRadius: vars.radius.pill,
});
globalStyle(`${bar}::-moz-meter-bar`, { background: vars.color.brand, borderRadius: vars.radius.pill });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
});

export const cardHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const quote = style({ margin: 0 });

export const action = style({
  justifySelf: 'start',
  color: vars.color.brand,
  fontWeight: 600,
  ':focus-visible': focusRing,
});

// ---------------------------------------------------------------- the reviews view

export const view = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  scrollMarginTop: 100,
  ':focus-visible': focusRing,
});

export const viewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      fontWeight: 600,
    },
  },
});

export const choiceGroup = style({ display: 'grid', gap: vars.space.xs });

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(28, 25, 23, 0.6)',
  zIndex: 50,
});

export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  overflowY: 'auto',
  background: vars.color.surface,
  '@media': {
    [breakpoints.desktop]: { inset: '5vh 10vw', borderRadius: vars.radius.lg, boxShadow: vars.shadow.raised },
  },
  ':focus': { outline: 'none' },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});
