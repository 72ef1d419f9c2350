import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({ display: 'grid', gap: 6, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 700 });

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
    '&:disabled': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});
