import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

/* ---- months and days (interactive grid and server-rendered links) ---- */

export const months = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const monthsStacked = style({ display: 'grid', gap: vars.space.lg });

export const month = style({ minWidth: 0, flex: '1 1 280px' });

export const monthTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  textTransform: 'capitalize',
  color: vars.color.text,
});

export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: '0 2px',
  tableLayout: 'fixed',
});

export const weekday = style({
  padding: '4px 0',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
  textTransform: 'capitalize',
});

export const day = style({
  position: 'relative',
  height: 48,
  padding: 2,
  textAlign: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  lineHeight: 1.15,
  userSelect: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outlineOffset: -3 },
  },
});

export const dayWithPrice = style({ height: 56 });

export const dayDisabled = style({
  cursor: 'default',
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  selectors: { '&:hover': { background: 'transparent' } },
});

export const dayInRange = style({ background: vars.color.brandSoft, borderRadius: 0 });

export const dayEdge = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  // the chosen check-in stays plain while it cannot be the check-out
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const dayToday = style({ fontWeight: 700, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` });

export const dayNumber = style({ display: 'block', fontSize: vars.fontSize.md });

export const price = style({ display: 'block', fontSize: '0.6875rem', whiteSpace: 'nowrap' });

export const bestPrice = style({ color: vars.color.success, fontWeight: 700 });

globalStyle(`${dayEdge} ${bestPrice}, ${dayEdge} .promo`, { color: vars.color.brandContrast });

export const promo = style({
  display: 'block',
  fontSize: '0.625rem',
  fontWeight: 700,
  color: vars.color.promo,
});

/* ---- the popup: desktop dropdown, mobile full screen ---- */

export const dropdown = style({
  position: 'absolute',
  zIndex: 40,
  top: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  insetInlineStart: 'auto',
  width: 'min(700px, calc(100vw - 32px))',
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { outline: 'none' } },
});

export const sheet = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&:focus': { outline: 'none' }, '&::backdrop': { background: 'rgba(28, 25, 23, 0.5)' } },
});

export const sheetHeader = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  fontSize: '1.25rem',
  lineHeight: 1,
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-disabled="true"]': {
      color: vars.color.border,
      cursor: 'default',
      background: vars.color.surface,
    },
  },
});

export const weekdayBar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetBody = style({
  position: 'relative',
  flex: '1 1 auto',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  marginTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sheetFooter = style([
  footer,
  { margin: 0, padding: `${vars.space.sm} ${vars.space.md}`, background: vars.color.surface },
]);

export const sheetTop = style({ padding: `${vars.space.sm} ${vars.space.md} 0` });

export const monthsWrap = style({ position: 'relative' });

export const validate = style({
  selectors: { '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
});

export const status = style({
  flex: '1 1 200px',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const nav = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'flex',
  justifyContent: 'space-between',
  pointerEvents: 'none',
});

globalStyle(`${nav} > *`, { pointerEvents: 'auto' });

export const message = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  fontWeight: 600,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const popular = style({ margin: `0 0 ${vars.space.md}` });

export const popularTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const popularList = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const popularButton = style({
  display: 'grid',
  minHeight: 44,
  padding: '6px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  selectors: { '&:hover': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
});

export const popularRange = style({
  fontWeight: 400,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: 'rgba(255, 255, 255, 0.86)',
  fontWeight: 600,
  textAlign: 'center',
  color: vars.color.brand,
});

export const spinner = style({
  width: 28,
  height: 28,
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: '50%',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 800ms linear infinite` } },
});

/* ---- the month of links (no JavaScript) ---- */

export const links = style({ maxWidth: 420 });

export const linksHeader = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr 44px',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const caption = style([monthTitle, { margin: 0 }]);

export const dayLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: 44,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

globalStyle(`${dayEdge} ${dayLink}:hover`, { background: vars.color.brandHover });

export const linkDay = style([
  day,
  { cursor: 'default', padding: 0, selectors: { '&:hover': { background: 'inherit' } } },
]);

export const buttonRow = style({
  '@media': { [breakpoints.desktop]: { justifyContent: 'flex-end' } },
});
