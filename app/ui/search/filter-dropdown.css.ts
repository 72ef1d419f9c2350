import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const dropdown = style({ position: 'relative' });

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  paddingInline: '14px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-expanded="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
    },
  },
});

export const active = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 20,
  height: 20,
  paddingInline: 5,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 150ms ease',
  selectors: { [`${summary}[aria-expanded="true"] > &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 8px)',
  insetInlineStart: 0,
  width: 'max-content',
  minWidth: 300,
  maxWidth: 'min(560px, calc(100vw - 32px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});

export const alignEnd = style({ insetInlineStart: 'auto', insetInlineEnd: 0 });

export const form = style({ display: 'grid' });

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxHeight: 'min(60vh, 520px)',
  overflowY: 'auto',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const reset = style({
  color: vars.color.brand,
  fontWeight: 700,
  textUnderlineOffset: 3,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
});

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
