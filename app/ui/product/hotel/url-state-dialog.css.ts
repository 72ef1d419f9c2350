import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/ui/theme.css';

/** Open without JavaScript (non-modal) it still sits above the page, with a shade around it. */
const base = style({
  position: 'fixed',
  zIndex: 50,
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: `${vars.shadow.raised}, 0 0 0 100vmax rgba(28, 25, 23, 0.55)`,
  maxHeight: '85vh',
  selectors: {
    '&:modal': { boxShadow: vars.shadow.raised },
    '&::backdrop': { background: 'rgba(28, 25, 23, 0.55)' },
  },
});

export const centre = style([
  base,
  {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(560px, 92vw)',
    borderRadius: vars.radius.lg,
  },
]);

/** A bottom drawer on phones, a centred dialog from tablets on. */
export const drawer = style([
  base,
  {
    insetInline: 0,
    top: 'auto',
    bottom: 0,
    width: '100%',
    maxWidth: '100%',
    borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
    '@media': {
      [breakpoints.tablet]: {
        insetInline: 'auto',
        top: '50%',
        bottom: 'auto',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(640px, 92vw)',
        borderRadius: vars.radius.lg,
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
});

export const body = style({ padding: vars.space.md, overflowY: 'auto' });
