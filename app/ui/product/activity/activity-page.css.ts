import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../theme.css';

export const page = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', alignItems: 'start' },
  },
});

export const wide = style({ '@media': { [breakpoints.desktop]: { gridColumn: '1 / -1' } } });

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.2,
  margin: 0,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.desktop]: { position: 'sticky', top: vars.space.md } },
});

export const perPerson = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });

export const promo = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.promo,
  color: vars.color.accentContrast,
  fontWeight: 700,
});

export const reference = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const field = style({ display: 'grid', gap: vars.space.xs, fontWeight: 600 });

export const select = style({
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  background: vars.color.surface,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const infoLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const infoPanel = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  display: 'grid',
  gap: vars.space.sm,
});

export const dialog = style({
  width: 'min(560px, 92vw)',
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: 'rgba(28, 25, 23, 0.55)' } },
});

export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const definitions = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
globalStyle(`${definitions} dt`, { fontWeight: 600 });
globalStyle(`${definitions} dd`, { margin: 0, marginBottom: vars.space.sm });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
});

/** The description excerpt: the wider screens' part only shows from the tablet breakpoint. */
export const excerpt = style({});
export const desktopPart = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});
export const fitsDesktop = style({});
export const toggle = style({ cursor: 'pointer', listStyle: 'none', color: vars.color.text });
export const toggleLabel = style({ color: vars.color.brand, fontWeight: 700, textDecoration: 'underline' });
export const more = style({});
export const less = style({ display: 'none' });
globalStyle(`details[open] > ${toggle} ${excerpt}, details[open] > ${toggle} ${more}`, { display: 'none' });
globalStyle(`details[open] > ${toggle} ${less}`, { display: 'inline' });
globalStyle(`${toggle}::-webkit-details-marker`, { display: 'none' });
export const ellipsis = style({});
// A text that fits the wider screens' excerpt shows whole there, and opening changes nothing.
globalStyle(
  `${fitsDesktop} ${more}, ${fitsDesktop} ${ellipsis}, ${fitsDesktop} ${less}, ${fitsDesktop} > p`,
  {
    '@media': { [breakpoints.desktop]: { display: 'none' } },
  },
);
globalStyle(`details[open]${fitsDesktop} > ${toggle} ${excerpt}`, {
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});
