import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const menu = style({
  position: 'relative',
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'block' } },
});

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  paddingInline: '14px 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { borderColor: vars.color.brand },
  },
});

export const label = style({ color: vars.color.textMuted });
export const value = style({ fontWeight: 700, color: vars.color.text });

export const panel = style({
  position: 'absolute',
  zIndex: 25,
  top: 'calc(100% + 8px)',
  insetInlineEnd: 0,
  minWidth: 240,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});
