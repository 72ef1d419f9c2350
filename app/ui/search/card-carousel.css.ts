import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const carousel = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.brandSoft,
});

/** Above the card's stretched link once it scrolls and has buttons; its pictures are links then. */
export const raised = style({ zIndex: 2 });

/** A CSS scroll-snap list: swipes and scrolls without JavaScript; keen-slider only adds to it. */
export const track = style({
  display: 'flex',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outlineOffset: -3 },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' });

export const slideLink = style({ display: 'block', width: '100%', height: '100%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  width: '100%',
  height: '100%',
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.sand})`,
});

const arrow = style({
  position: 'absolute',
  top: '50%',
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  marginTop: -18,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  opacity: 0,
  transition: 'opacity 150ms ease',
  selectors: {
    [`${carousel}:hover &, &:focus-visible`]: { opacity: 1 },
    '&:hover': { background: vars.color.surface },
  },
  '@media': { '(hover: none)': { display: 'none' } },
});

export const previous = style([arrow, { insetInlineStart: 8 }]);
export const next = style([arrow, { insetInlineEnd: 8 }]);
