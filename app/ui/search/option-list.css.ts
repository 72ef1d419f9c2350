import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const columns = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: vars.space.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 40,
  paddingInline: 6,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:has(input:disabled):hover': { background: 'transparent' },
  },
});

export const input = style({
  width: 20,
  height: 20,
  margin: 0,
  flex: '0 0 auto',
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

export const text = style({ flex: '1 1 auto', minWidth: 0 });

export const count = style({
  flex: '0 0 auto',
  minWidth: 28,
  paddingInline: 6,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});
