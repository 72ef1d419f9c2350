import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const region = style({ display: 'grid' });

export const banner = style({
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const inner = style({ paddingBlock: 6 });

export const title = style({ fontWeight: 700 });

/** the body text is left out on small screens: the title says it, the link leads to the rest */
export const content = style({
  '@media': { 'screen and (max-width: 767.98px)': { display: 'none' } },
});

export const text = style({ margin: 0, lineHeight: 1.4 });

export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: { '&:focus-visible': { outlineColor: 'currentColor' } },
});

/** colour variations of the CMS (black, grey, red, yellow, blue, green), each AA on its background */
export const colors = styleVariants({
  black: { background: '#1c1917', color: '#ffffff' },
  grey: { background: '#e7e5e4', color: '#1c1917' },
  red: { background: '#b91c1c', color: '#ffffff' },
  yellow: { background: '#fde68a', color: '#1c1917' },
  blue: { background: '#1e40af', color: '#ffffff' },
  green: { background: '#166534', color: '#ffffff' },
});
