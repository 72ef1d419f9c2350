import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

export const header = style({
  position: 'relative',
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.header,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineEnd: 'auto',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
});

export const logo = style({
  width: 'clamp(120px, 40vw, 164px)',
  height: 'auto',
  '@media': { [breakpoints.tablet]: { width: 200 } },
});

export const nav = style({ display: 'flex', alignItems: 'center' });

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** items shown from the desktop breakpoint only (the burger menu holds them below it) */
export const desktopOnly = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'flex' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  paddingInline: 10,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand } },
});

export const accountLink = style([
  navLink,
  {
    '@media': {
      [breakpoints.desktop]: {
        border: `2px solid ${vars.color.brand}`,
        color: vars.color.brand,
        marginInlineStart: vars.space.xs,
      },
    },
  },
]);

/** link text that is visible on desktop and read by screen readers everywhere */
export const responsiveLabel = style({
  '@media': {
    'screen and (max-width: 1023.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const languages = style({
  display: 'flex',
  gap: 2,
  margin: 0,
  padding: 2,
  listStyle: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  paddingInline: 12,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&[aria-current]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&:not([aria-current]):hover': { background: vars.color.border },
  },
});

// ---------------------------------------------------------------- <details> menus

export const menu = style({ position: 'relative' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  paddingInline: 10,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  listStyle: 'none',
  userSelect: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.brand },
  },
});

globalStyle(`${menu}[open] > ${summary}`, { background: vars.color.brandSoft, color: vars.color.brand });
export const chevron = style({ display: 'inline-flex', transition: 'transform 150ms ease' });
globalStyle(`${menu}[open] > ${summary} ${chevron}`, { transform: 'rotate(180deg)' });

export const burger = style({
  position: 'static',
  marginInlineStart: -8,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const iconWhenOpen = style({});
export const iconWhenClosed = style({});
globalStyle(`${menu}[open] ${iconWhenClosed}`, { display: 'none' });
globalStyle(`${menu}:not([open]) ${iconWhenOpen}`, { display: 'none' });

export const burgerPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${vars.size.header})`,
  overflowY: 'auto',
  boxShadow: vars.shadow.raised,
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
});

export const panelSection = style({ display: 'grid', gap: vars.space.sm });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const panelList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid' });

export const panelLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted } },
});

export const themesPanel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 8px)',
  width: 'min(560px, 90vw)',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const themeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** theme panels switch to columns at 15 or more links */
export const themeGridColumns = style({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });

export const themeLink = style({
  display: 'block',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brand } },
});
