import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

const mobile = 'screen and (max-width: 1023.98px)';

export const combo = style({ position: 'relative' });

/** On mobile the open combobox takes the whole screen. */
export const comboOpen = style([
  combo,
  {
    '@media': {
      [mobile]: {
        position: 'fixed',
        inset: 0,
        zIndex: 60,
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gridTemplateRows: 'auto 1fr',
        alignContent: 'start',
        gap: vars.space.sm,
        padding: vars.space.md,
        background: vars.color.surface,
      },
    },
  },
]);

export const closeButton = style({
  display: 'none',
  '@media': {
    [mobile]: {
      selectors: {
        [`${comboOpen} &:not([hidden])`]: {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 48,
          height: 48,
          padding: 0,
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.pill,
          background: vars.color.surface,
          color: vars.color.brand,
          fontSize: '1.5rem',
          cursor: 'pointer',
        },
      },
    },
  },
});

export const listbox = style({
  position: 'absolute',
  zIndex: 45,
  top: 'calc(100% + 4px)',
  insetInline: 0,
  maxHeight: 380,
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [mobile]: {
      selectors: {
        [`${comboOpen} &`]: {
          position: 'static',
          gridColumn: '1 / -1',
          maxHeight: 'none',
          border: 0,
          boxShadow: 'none',
        },
      },
    },
  },
});

export const groupLabel = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'grid',
  minHeight: 44,
  alignContent: 'center',
  padding: `6px ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.text,
});

export const optionActive = style([
  option,
  { background: vars.color.brandSoft, boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
]);

export const optionLabel = style({ fontWeight: 600 });

export const optionContext = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const notice = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
