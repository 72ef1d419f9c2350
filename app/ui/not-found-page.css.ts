import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

export const section = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const tooLate = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const carousel = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 85%)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [breakpoints.tablet]: { gridAutoColumns: 'minmax(280px, calc((100% - 2 * 16px) / 3))' } },
});

export const slide = style({ scrollSnapAlign: 'start' });

export const articles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const article = style({
  display: 'grid',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textDecoration: 'none',
  color: vars.color.text,
  height: '100%',
});

export const articleImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const articleText = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});

export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brand });
