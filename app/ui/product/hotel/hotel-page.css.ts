import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/ui/theme.css';

export const page = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBottom: vars.space.xxl,
});

export const heading = style({
  marginBlock: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});
export const subtitle = style({ color: vars.color.textMuted, marginTop: 0 });

/** Sticky nav: anchors land below it (70 px). */
export const nav = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.md,
});
export const navList = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.md,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
});

export const section = style({
  scrollMarginTop: 70,
  marginBlock: vars.space.xl,
  '@media': { [breakpoints.desktop]: { scrollMarginTop: 100 } },
});
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
});

/* stay form */
export const stayForm = style([card, { display: 'grid', gap: vars.space.md }]);
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  alignItems: 'end',
  border: 'none',
  padding: 0,
  margin: 0,
});
export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const input = style({
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
});
export const alert = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });

/* about */
export const about = style({ display: 'flex', flexDirection: 'column' });
export const description = style({ order: 1, marginBlock: vars.space.sm });
export const more = style({ order: 2 });
export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 700, minHeight: 24 });
export const desktopPart = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});
export const restPart = style({ display: 'none' });
export const ellipsis = style({});
export const mobileEllipsis = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });
export const seeLess = style({ display: 'none' });
globalStyle(`${more}[open] ~ ${description} ${desktopPart}, ${more}[open] ~ ${description} ${restPart}`, {
  display: 'inline',
});
globalStyle(`${more}[open] ~ ${description} ${ellipsis}`, { display: 'none' });
globalStyle(`${more}[open] ${seeLess}`, { display: 'inline' });
globalStyle(`${more}[open] ${summary} > span:first-child`, { display: 'none' });
globalStyle(`${more} > ${summary}`, { listStyle: 'none' });

export const infoLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
});
export const infoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: 700,
});
export const facilities = style({ columns: 2, paddingLeft: vars.space.lg });
export const defs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

/* rooms and offers */
export const rooms = style({ display: 'grid', gap: vars.space.lg, listStyle: 'none', padding: 0 });
export const roomTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const offerList = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 'none',
  padding: 0,
  margin: `${vars.space.md} 0`,
});
export const offerOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});
export const radio = style({ width: 20, height: 20, accentColor: vars.color.brand });
export const price = style({ textAlign: 'right', fontWeight: 700 });
export const refPrice = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontWeight: 400,
});
export const promo = style({ color: vars.color.promo, fontWeight: 700 });
export const notice = style([card, { background: vars.color.sand }]);
export const program = style({ paddingLeft: vars.space.lg });

/* nearby carousel: a scroll-snap row, 3 visible from desktop */
export const carousel = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '80%',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: 0,
  paddingBottom: vars.space.sm,
  '@media': {
    [breakpoints.tablet]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.md}) / 3)` },
  },
});
export const slide = style({ scrollSnapAlign: 'start' });
export const nearbyLink = style([
  card,
  {
    display: 'block',
    padding: 0,
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
    height: '100%',
  },
]);
export const nearbyImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});
export const nearbyBody = style({ padding: vars.space.sm });
