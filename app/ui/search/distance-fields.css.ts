import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** A checkbox drawn as a switch ('Include offers around'). */
export const switchLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
  cursor: 'pointer',
  fontWeight: 600,
});

export const switchInput = style({
  appearance: 'none',
  flex: '0 0 auto',
  position: 'relative',
  width: 44,
  height: 26,
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 20,
      height: 20,
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 120ms ease',
    },
    '&:checked': { background: vars.color.brand },
    '&:checked::after': { transform: 'translateX(18px)' },
  },
});
