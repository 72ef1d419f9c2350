import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2px 6px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  selectors: {
    '& + &::before': { content: '"›"', color: vars.color.borderStrong, fontSize: '1.1em' },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.brand,
  textUnderlineOffset: 3,
});

export const current = style({ color: vars.color.text, fontWeight: 600 });
