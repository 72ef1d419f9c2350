import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const popover = style({
  position: 'absolute',
  zIndex: 40,
  top: 'calc(100% + 8px)',
  insetInlineStart: 0,
  width: 'min(360px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [breakpoints.desktop]: { padding: vars.space.lg } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const rowLabel = style({ display: 'grid', fontWeight: 700 });

export const hint = style({ fontSize: vars.fontSize.xs, fontWeight: 400, color: vars.color.textMuted });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const step = style({
  width: 44,
  height: 44,
  padding: 0,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: '1.25rem',
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-disabled="true"]': {
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: vars.color.surface,
    },
  },
});

export const count = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const confirm = style({ justifySelf: 'end' });
