/** The layout's widths, one place for the stylesheets (theme.css.ts) and for scripts (matchMedia). */
export const MEDIA = {
  tablet: '(min-width: 768px)',
  desktop: '(min-width: 1024px)',
} as const;

/** Whether the window has the desktop layout now (browser only). */
export const isDesktop = (): boolean => window.matchMedia(MEDIA.desktop).matches;
