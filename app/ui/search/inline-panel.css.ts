import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

/** Without JavaScript a panel is a URL state rendered in the page flow, full screen on mobile (ADR 006). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  scrollMarginTop: 56,
  '@media': {
    [breakpoints.tablet]: {
      minHeight: 0,
      maxWidth: 720,
      marginInline: 'auto',
      marginBlock: vars.space.lg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
      overflow: 'hidden',
    },
  },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const body = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto' });
