import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const bar = style({ background: vars.color.brand, color: vars.color.brandContrast });

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  minHeight: 48,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.space.md,
  borderBottom: '3px solid transparent',
  color: vars.color.textOnBrandMuted,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandContrast },
    '&[aria-current]': { color: vars.color.brandContrast, borderBottomColor: vars.color.highlight },
    '&:focus-visible': { outlineColor: vars.color.highlight, outlineOffset: -3 },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  minWidth: 0,
  maxWidth: '100%',
  gap: vars.space.sm,
  margin: 0,
  padding: '6px 5px',
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  paddingInline: 12,
  borderRadius: vars.radius.pill,
  color: vars.color.brandContrast,
  border: '1px solid rgba(255, 255, 255, 0.5)',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
    '&:focus-visible': { outlineColor: vars.color.highlight },
  },
});

export const linkBlack = style({ background: '#1c1917', borderColor: '#1c1917' });
