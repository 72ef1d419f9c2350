import { keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({
  from: { transform: 'translateY(24px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(28, 25, 23, 0.55)',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 150ms ease-out` } },
});

const content = style({
  position: 'fixed',
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} 200ms ease-out` } },
});

/** Filters: full screen on mobile, a centred panel on larger screens. */
export const full = style([
  content,
  {
    inset: 0,
    '@media': {
      [breakpoints.tablet]: {
        inset: 'auto',
        top: '5vh',
        left: '50%',
        width: 'min(640px, 92vw)',
        height: '90vh',
        transform: 'translateX(-50%)',
        borderRadius: vars.radius.lg,
        animation: 'none',
      },
    },
  },
]);

/** Sort: a bottom drawer. */
export const drawer = style([
  content,
  {
    insetInline: 0,
    bottom: 0,
    maxHeight: '85vh',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    paddingBottom: 'env(safe-area-inset-bottom)',
  },
]);

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
  overflowY: 'auto',
});
