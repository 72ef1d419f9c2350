import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const nav = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 44,
  height: 44,
  paddingInline: 10,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandContrast,
    },
  },
});

export const step = style([link, { display: 'inline-flex', gap: 4, paddingInline: 14 }]);

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });

export const range = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
