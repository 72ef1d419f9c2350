import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const gallery = style({ position: 'relative' });

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const single = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  ':focus-visible': focusRing,
});

/** One large picture and three small ones beside it on wide screens; the large one alone on phones. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: '2fr 1fr', gridTemplateRows: 'repeat(3, 1fr)' },
  },
});

export const tile = style({ display: 'block', minHeight: 0, ':focus-visible': focusRing });

export const mainTile = style({ '@media': { [breakpoints.tablet]: { gridRow: '1 / span 3' } } });

export const sideTile = style({ display: 'none', '@media': { [breakpoints.tablet]: { display: 'block' } } });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const seeAll = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  boxShadow: vars.shadow.card,
  textDecoration: 'none',
  ':focus-visible': focusRing,
});

export const wishlist = style({ position: 'absolute', top: vars.space.md, right: vars.space.md, zIndex: 1 });

/** The carousel layout: a scroll-snap row that swipes without JavaScript. */
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  ':focus-visible': focusRing,
});

export const slide = style({
  flex: '0 0 88%',
  scrollSnapAlign: 'center',
  '@media': { [breakpoints.tablet]: { flexBasis: '60%' } },
});

// ---------------------------------------------------------------- the viewer

/** Without JavaScript: a region of the page under the gallery. */
export const viewer = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  ':focus-visible': focusRing,
});

export const viewerTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const viewerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '75vh',
  objectFit: 'contain',
});

export const viewerNav = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const viewerControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.surface,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.highlight}`, outlineOffset: 2 },
});

/** With JavaScript: a full-screen dialog. */
export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.85)', zIndex: 50 });

export const dialog = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  padding: vars.space.md,
  color: vars.color.surface,
  ':focus': { outline: 'none' },
});

export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

/** keen-slider's own rules (its stylesheet is not loaded: these are all it needs). */
export const slider = style({
  display: 'flex',
  overflow: 'hidden',
  position: 'relative',
  touchAction: 'pan-y',
  userSelect: 'none',
  minHeight: 0,
});

export const sliderSlide = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

globalStyle(`${sliderSlide} img`, { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });
