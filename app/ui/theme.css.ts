import { createGlobalTheme } from '@vanilla-extract/css';

/** Design tokens. Colours meet WCAG AA contrast on their intended backgrounds. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b3d3a',
    brandContrast: '#ffffff',
    accent: '#c2410c',
    accentContrast: '#ffffff',
    text: '#1c1917',
    textMuted: '#57534e',
    surface: '#ffffff',
    surfaceMuted: '#f5f5f4',
    border: '#d6d3d1',
    focus: '#1d4ed8',
    danger: '#b91c1c',
    promo: '#9f1239',
    success: '#166534',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  size: { content: '1200px' },
});

export const breakpoints = {
  tablet: 'screen and (min-width: 768px)',
  desktop: 'screen and (min-width: 1024px)',
};
