import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

export const footer = style({
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.highlight });

export const discount = style({
  background: vars.color.highlight,
  color: vars.color.text,
});

export const discountInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const discountText = style({ display: 'grid', gap: 2 });

export const discountTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const discountBody = style({ margin: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.desktop]: { gridTemplateColumns: '1.3fr 1fr 1fr' },
  },
});

export const columnTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandContrast,
});

export const text = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textOnBrandMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  color: vars.color.brandContrast,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 4 },
  },
});

export const contactLink = style({ marginTop: vars.space.sm });

export const bottom = style({ borderTop: '1px solid rgba(255, 255, 255, 0.2)' });

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  color: vars.color.textOnBrandMuted,
});

export const smallPrint = style({ margin: 0 });

globalStyle(`${discount} :focus-visible`, { outlineColor: vars.color.focus });
