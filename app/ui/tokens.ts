/**
 * Design tokens as plain values. Colours meet WCAG AA contrast on their intended backgrounds.
 * The stylesheets use them as CSS variables (theme.css.ts); the server's own error pages, which
 * are written without the app's stylesheets, inline the few they need.
 */
export const tokens = {
  color: {
    brand: '#0b3d3a',
    brandHover: '#0e524e',
    brandContrast: '#ffffff',
    /** pale tint of the brand for chips and selected states (brand text on it: 10:1) */
    brandSoft: '#e3efec',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentContrast: '#ffffff',
    /** warm highlight used on dark surfaces (on brand: 7.9:1) */
    highlight: '#fcd34d',
    text: '#1c1917',
    textMuted: '#57534e',
    /** text on the brand colour when not pure white (on brand: 9:1) */
    textOnBrandMuted: '#d6e6e2',
    surface: '#ffffff',
    surfaceMuted: '#f5f5f4',
    /** warm page background for sections */
    sand: '#faf6ef',
    border: '#d6d3d1',
    borderStrong: '#78716c',
    focus: '#1d4ed8',
    danger: '#b91c1c',
    promo: '#9f1239',
    success: '#166534',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: 'clamp(1.875rem, 4vw + 0.5rem, 3.25rem)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(28, 25, 23, 0.06), 0 4px 12px rgba(28, 25, 23, 0.08)',
    raised: '0 8px 30px rgba(28, 25, 23, 0.16)',
  },
  size: { content: '1200px', header: '64px' },
};
