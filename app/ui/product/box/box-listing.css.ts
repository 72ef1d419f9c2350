import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme.css';

export const banner = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  paddingBlock: vars.space.xl,
});

export const bannerTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brandContrast,
});

export const bannerText = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textOnBrandMuted });

export const body = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg });

/** 1 column on phones, 2 on tablets, 4 on desktops. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const media = style({ position: 'relative' });

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' });

export const promo = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.promo,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.md,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

/** The title's link covers the whole card: one target per card. */
export const stretched = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

export const amountPromo = style({ color: vars.color.promo });

export const ref = style({ color: vars.color.textMuted });

export const cta = style({ fontWeight: 700, color: vars.color.accent });
