import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' });

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  flex: '1 1 auto',
  overflowY: 'auto',
});

export const section = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 12px rgba(28, 25, 23, 0.06)',
});

export const reset = style({
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  fontWeight: 700,
  textUnderlineOffset: 3,
});

export const confirm = style({ flex: '0 1 60%' });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});
