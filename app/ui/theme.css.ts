import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The design tokens (tokens.ts) as CSS variables on :root. */
export const vars = createGlobalTheme(':root', tokens);

export const breakpoints = {
  tablet: 'screen and (min-width: 768px)',
  desktop: 'screen and (min-width: 1024px)',
};
