import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/ui/theme.css';

export const page = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xxl,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});

export const hotelLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
});

/** In-page anchors land below the sticky header: 30 px on phones, 70 px on desktop. */
export const section = style({
  scrollMarginTop: 30,
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { scrollMarginTop: 70 } },
});

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  marginBlock: `0 ${vars.space.md}`,
});

export const tabs = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0`,
});

export const tab = style({ whiteSpace: 'nowrap', color: vars.color.text, fontWeight: 600 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 1.6 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.md,
  scrollMarginTop: 30,
  '@media': { [breakpoints.desktop]: { position: 'sticky', top: 70, scrollMarginTop: 70 } },
});

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const refPrice = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.sm,
});

export const promo = style({ color: vars.color.promo, fontWeight: 700 });

export const banner = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const alert = style({ color: vars.color.danger, fontWeight: 600 });

export const message = style({
  background: vars.color.sand,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  fontWeight: 600,
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

export const field = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const input = style({
  width: '5em',
  minHeight: 44,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const map = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md, display: 'block' });
export const sea = style({ fill: '#dbeafe' });
export const land = style({ fill: '#f5f5f4', stroke: '#a8a29e', strokeWidth: 0.5 });
export const pin = style({ fill: vars.color.accent, stroke: '#fff', strokeWidth: 1.5 });

/** The desktop bar that takes over once the booking panel has scrolled out of view (with JavaScript). */
export const stickyBar = style({
  display: 'none',
  '@media': {
    [breakpoints.desktop]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 3,
      background: vars.color.surface,
      boxShadow: vars.shadow.raised,
      padding: vars.space.sm,
    },
  },
});
export const stickyBarShown = style({ '@media': { [breakpoints.desktop]: { display: 'block' } } });
export const stickyInner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

globalStyle(`${panel} form`, { display: 'grid', gap: vars.space.sm });
