import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const section = style({ display: 'grid', gap: vars.space.md, margin: `${vars.space.xl} 0` });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

/** A scroll-snap row: swipes on touch, scrolls with the keyboard once focused. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(220px, 260px)',
  gap: vars.space.md,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const item = style({ scrollSnapAlign: 'start' });

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const image = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' });

export const text = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const name = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
