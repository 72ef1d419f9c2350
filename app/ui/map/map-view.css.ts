import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand },
  },
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 400,
});

export const mapArea = style({ position: 'relative', flex: '1 1 auto', minHeight: 240 });

export const mapFrame = style({ position: 'absolute', inset: 0 });

/** maplibre's stylesheet makes its container `position: relative`: the frame above places it. */
export const map = style({ width: '100%', height: '100%' });

export const searchArea = style({
  minHeight: 40,
  paddingBlock: 6,
  fontSize: vars.fontSize.sm,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});

/** A numbered marker: a button drawn over the map (maplibre positions it). */
export const marker = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: 30,
  height: 30,
  paddingInline: 4,
  border: '2px solid #ffffff',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentContrast,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: 1,
  boxShadow: '0 1px 4px rgba(28, 25, 23, 0.35)',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

/** A marker that would overlap another or a control: drawn as a dot of the circle layer instead. */
export const markerFolded = style({ display: 'none' });

export const markerSelected = style({
  background: vars.color.brand,
  zIndex: 1,
  transformOrigin: 'center',
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const notice = style({
  position: 'absolute',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 2,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

/** The info card of the chosen hotel, under the map (it never hides a marker). */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: `${vars.space.md} ${vars.space.xxl} ${vars.space.md} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: '0 -4px 16px rgba(28, 25, 23, 0.08)',
});

export const cardClose = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
});

export const cardNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 24,
  height: 24,
  paddingInline: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
});

export const cardLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stars = style({ color: vars.color.accent, letterSpacing: 2 });

export const cardPrice = style({ margin: `${vars.space.xs} 0`, fontWeight: 700, color: vars.color.brand });
