import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
});

export const section = style({ paddingBlock: vars.space.md });

export const sectionTinted = style({ background: vars.color.sand, paddingBlock: vars.space.xl });

export const sectionDark = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  paddingBlock: vars.space.xl,
});
globalStyle(`${sectionDark} h2, ${sectionDark} p`, { color: vars.color.brandContrast });
globalStyle(`${sectionDark} :focus-visible`, { outlineColor: vars.color.highlight });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const subtitle = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// ---------------------------------------------------------------- USP

export const uspList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});

export const uspItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'auto 1fr', gap: vars.space.md, padding: vars.space.md },
  },
});

export const uspItemBordered = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const uspIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 52,
  height: 52,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const uspLabel = style({ margin: 0, fontWeight: 700, color: vars.color.text });

export const uspText = style({ margin: `2px 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// ---------------------------------------------------------------- cards (categories, articles, boxes)

const gridBase = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** cards: a swipeable row (CSS scroll-snap, no JavaScript) on phones, a grid from the tablet up */
export const cardGrid = style([
  gridBase,
  {
    gridAutoFlow: 'column',
    gridAutoColumns: 'min(78%, 300px)',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    paddingBottom: vars.space.sm,
    marginInline: `calc(-1 * ${vars.space.md})`,
    paddingInline: vars.space.md,
    scrollPaddingInline: vars.space.md,
    '@media': {
      [breakpoints.tablet]: {
        gridAutoFlow: 'row',
        gridAutoColumns: 'auto',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
        overflowX: 'visible',
        marginInline: 0,
        paddingInline: 0,
        paddingBottom: 0,
      },
      [breakpoints.desktop]: { gap: vars.space.lg },
    },
  },
]);
globalStyle(`${cardGrid} > li`, { scrollSnapAlign: 'start' });

export const tileGrid = style([
  gridBase,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))' },
]);

export const tile = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  aspectRatio: '4 / 3',
  color: '#ffffff',
  textDecoration: 'none',
  background: vars.color.brand,
});

export const tileImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.04)' } },
});

export const tileLabel = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
  background: 'linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.72) 100%)',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.lg } },
  fontWeight: 700,
  lineHeight: 1.2,
});

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' } },
});

export const cardImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md });

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brand,
});

export const cardText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cardCta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginTop: vars.space.xs,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
});

// ---------------------------------------------------------------- banner

export const banner = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1.1fr 1fr' } },
});

export const bannerImage = style({
  width: '100%',
  height: '100%',
  minHeight: 200,
  objectFit: 'cover',
});

export const bannerBody = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [breakpoints.desktop]: { padding: vars.space.xl } },
});
globalStyle(`${bannerBody} :focus-visible`, { outlineColor: vars.color.highlight });

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brandContrast });

export const bannerText = style({ margin: 0, color: vars.color.textOnBrandMuted });

// ---------------------------------------------------------------- top search results

export const topSearch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
