import { createGlobalTheme } from '@vanilla-extract/css';
import { MEDIA } from './media';
import { tokens } from './tokens';

/** The design tokens (tokens.ts) as CSS variables on :root. */
export const vars = createGlobalTheme(':root', tokens);

export const breakpoints = {
  tablet: `screen and ${MEDIA.tablet}`,
  desktop: `screen and ${MEDIA.desktop}`,
};
