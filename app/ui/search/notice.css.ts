import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** Information messages of the results page (fallback banners, destination, family promo). */
export const notice = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const info = style({
  borderInlineStartColor: vars.color.brand,
  background: vars.color.brandSoft,
  borderColor: 'transparent',
});

export const icon = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  color: vars.color.accent,
  marginTop: 2,
});

export const content = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

export const text = style({ margin: 0 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 44,
  padding: '6px 14px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  lineHeight: 1.25,
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const chipContext = style({
  fontWeight: 400,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const link = style({ fontWeight: 700, color: vars.color.brand, textUnderlineOffset: 3 });

globalStyle(`${info} ${icon}`, { color: vars.color.brand });
