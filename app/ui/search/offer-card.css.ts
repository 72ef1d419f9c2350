import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const OTHER_ROW_HEIGHT = 32;

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const media = style({ position: 'relative' });

export const badges = style({
  position: 'absolute',
  zIndex: 3,
  top: 10,
  insetInlineStart: 10,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  maxWidth: 'calc(100% - 90px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const badge = style({
  padding: '3px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.18)',
});

export const urgent = style({ background: vars.color.promo, color: '#ffffff' });

export const promo = style({
  position: 'absolute',
  zIndex: 3,
  top: 10,
  insetInlineEnd: 10,
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 800,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  flex: '1 1 auto',
  padding: vars.space.md,
  // room for the 'other offers' row, so that prices line up whether a card has it or not
  paddingBottom: `calc(${vars.space.md} + ${OTHER_ROW_HEIGHT + 6}px)`,
});

export const title = style({
  margin: 0,
  fontSize: '1.1875rem',
  lineHeight: 1.25,
});

/** The stretched link: the whole card is one link target, nothing interactive is nested in it. */
export const stretched = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '4px 10px',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The sprite's star, as a mask: a hotel's stars are one element whatever their number. */
const STAR = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'/%3E%3C/svg%3E")`;
const STAR_SIZE = 14;
const STAR_GAP = 1;

export const stars = style({
  display: 'inline-block',
  position: 'relative',
  height: STAR_SIZE,
  background: '#b45309',
  // `space` repeats whole stars only, the first and last at the edges: the gap is what the width leaves.
  maskImage: STAR,
  maskSize: `${STAR_SIZE}px ${STAR_SIZE}px`,
  maskRepeat: 'space no-repeat',
  WebkitMaskImage: STAR,
  WebkitMaskSize: `${STAR_SIZE}px ${STAR_SIZE}px`,
  WebkitMaskRepeat: 'space no-repeat',
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', background: 'CanvasText' } },
});

/** One class per star count: the width holds that many stars and their gaps. */
export const starCount = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 }, (count) => ({
  width: count * STAR_SIZE + (count - 1) * STAR_GAP,
}));

export const label = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
});

export const score = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '1px 7px',
  borderRadius: `${vars.radius.md} ${vars.radius.md} ${vars.radius.md} 2px`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const isNew = style({
  display: 'inline-flex',
  padding: '1px 7px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
});

export const distance = style({ fontWeight: 600, color: vars.color.brand });

export const footer = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

export const price = style({ display: 'grid', gap: 0, lineHeight: 1.2 });

export const priceRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: '0 8px' });

export const amount = style({ fontSize: '1.5rem', fontWeight: 800, color: vars.color.text });

export const amountPromo = style({ color: vars.color.promo });

export const ref = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const cta = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: 16,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { [`${card}:hover &`]: { background: vars.color.accentHover } },
});

/** Always present, so that prices and buttons line up across a row of cards. */
export const otherRow = style({
  position: 'absolute',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  minHeight: OTHER_ROW_HEIGHT,
  display: 'flex',
  alignItems: 'center',
});

export const other = style({
  position: 'relative',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.brand,
  textUnderlineOffset: 3,
});

globalStyle(`${card} s`, { textDecorationThickness: 1 });
