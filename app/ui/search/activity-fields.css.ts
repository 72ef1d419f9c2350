import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The activities list collapses to 124 px; a `<details>` toggle opens it without JavaScript. */
export const ACTIVITIES_COLLAPSED_HEIGHT = 124;

export const wrapper = style({ display: 'grid', gap: vars.space.sm });

export const groups = style({
  display: 'grid',
  gap: vars.space.md,
  overflow: 'hidden',
});

export const collapsible = style({
  maxHeight: ACTIVITIES_COLLAPSED_HEIGHT,
  maskImage: 'linear-gradient(to bottom, #000 70%, transparent)',
  selectors: {
    // opened by the toggle, or reached with the keyboard: everything shows
    [`${wrapper}:has(> details[open]) &`]: { maxHeight: 'none', maskImage: 'none' },
    '&:has(:focus-visible)': { maxHeight: 'none', maskImage: 'none' },
  },
});

export const toggle = style({ justifySelf: 'start' });

export const toggleSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const more = style({});
export const less = style({ display: 'none' });
globalStyle(`details[open] > summary > ${more}`, { display: 'none' });
globalStyle(`details[open] > summary > ${less}`, { display: 'inline' });
