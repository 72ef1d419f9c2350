import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const list = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700 },
  },
});

export const check = style({ display: 'inline-flex', color: vars.color.brand });
