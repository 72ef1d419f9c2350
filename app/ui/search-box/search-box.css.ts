import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});

export const flows = style({ overflowX: 'auto' });

export const flowList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const flowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current]': { color: vars.color.brand, borderBottomColor: vars.color.accent },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', alignItems: 'end' },
  },
});

const span = (mobile: number, desktop: number) =>
  style({
    gridColumn: `span ${mobile}`,
    '@media': { [breakpoints.desktop]: { gridColumn: `span ${desktop}` } },
  });

export const destination = span(2, 5);
export const date = span(1, 2);
export const theme = span(2, 3);
export const themeWide = span(2, 7);
export const pax = span(2, 9);
export const paxWide = span(2, 9);
export const submitCell = span(2, 3);

export const field = style({ display: 'grid', gap: 6, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.text,
});

export const hint = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
  color: vars.color.textMuted,
});

export const control = style({
  width: '100%',
  minWidth: 0,
  maxWidth: '100%',
  minHeight: 48,
  padding: '10px 12px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
  },
});

export const withIcon = style({ position: 'relative', display: 'block' });

export const fieldIcon = style({
  position: 'absolute',
  insetInlineStart: 12,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  display: 'inline-flex',
  pointerEvents: 'none',
});

export const controlWithIcon = style([control, { paddingInlineStart: 40 }]);

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style([label, { padding: 0, marginBottom: 6 }]);

export const paxGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const paxLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

globalStyle(`${paxGrid} ${field}`, { alignContent: 'start' });

export const submit = style({ width: '100%', minHeight: 48 });

/*
 * Progressive enhancement without layout shift: `noJs` parts show without scripting, `jsOnly` parts
 * with it, from the first paint (`@media (scripting)`); browsers without that media feature switch
 * when the form is hydrated (`data-enhanced`).
 */
const scripting = '(scripting: enabled)';

export const noJs = style({
  '@media': { [scripting]: { display: 'none' } },
  selectors: { '[data-enhanced] &': { display: 'none' } },
});

export const jsOnly = style({
  display: 'none',
  '@media': { [scripting]: { display: 'block' } },
  selectors: { '[data-enhanced] &': { display: 'block' } },
});

/** The two date fields and the calendar stay grid items of the form. */
export const dates = style({ display: 'contents' });

export const anchor = style({ position: 'relative' });

export const paxTrigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    textAlign: 'start',
    cursor: 'pointer',
    color: vars.color.text,
  },
]);

export const sticky = style({
  position: 'fixed',
  zIndex: 30,
  insetInline: 0,
  top: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const stickyButton = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.pill,
    textAlign: 'start',
    cursor: 'pointer',
    color: vars.color.brand,
  },
]);

export const stickyText = style({
  display: 'grid',
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
});

globalStyle(`${stickyText} > *`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
