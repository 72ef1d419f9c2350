import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: 'rgba(28, 25, 23, 0.55)',
});

/** Full screen on every device: the map needs the room. */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

// The same title and close button as the filter and sort dialogs.
export { close } from '../search/panel-dialog.css';
export { title } from '../search/panel-parts.css';

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
});

export const message = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });
