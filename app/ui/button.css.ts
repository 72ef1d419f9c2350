import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingBlock: '10px',
  paddingInline: '20px',
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'center',
  transition: 'background-color 120ms ease, color 120ms ease, border-color 120ms ease',
});

/**
 * Links and buttons that look like buttons: primary (accent), brand, outline, and light (on dark
 * surfaces). Plain class names, no runtime: `className={button.primary}`.
 */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentContrast,
      selectors: { '&:hover': { background: vars.color.accentHover } },
    },
  ],
  brand: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.brandContrast,
      selectors: { '&:hover': { background: vars.color.brandHover } },
    },
  ],
  outline: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { '&:hover': { background: vars.color.brandSoft } },
    },
  ],
  light: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      selectors: { '&:hover': { background: vars.color.brandSoft } },
    },
  ],
});
