import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../theme.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.sand} 0%, ${vars.color.surface} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: `${vars.space.md} ${vars.space.md}`,
  '@media': { [breakpoints.desktop]: { paddingBlock: `${vars.space.lg} ${vars.space.xl}` } },
});

export const inner = style({ display: 'grid', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.5vw + 1rem, 2.25rem)',
  color: vars.color.brand,
});

/** Mobile: a summary that opens the search box; desktop: the box is always shown. */
export const details = style({
  borderRadius: vars.radius.lg,
  '@media': {
    [breakpoints.desktop]: { borderRadius: 0 },
  },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: '10px 12px 10px 16px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    [`${details}[open] > &`]: { marginBottom: vars.space.md },
  },
  '@media': { [breakpoints.desktop]: { display: 'none' } },
});

export const summaryIcon = style({ flex: '0 0 auto', display: 'inline-flex', color: vars.color.brand });

export const summaryText = style({ display: 'grid', minWidth: 0, flex: '1 1 auto', lineHeight: 1.3 });

export const summaryWhere = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const summaryMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const modify = style({
  flex: '0 0 auto',
  padding: '6px 14px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

// On desktop the closed <details> still shows its content (the search box is always visible).
globalStyle(`${details}::details-content`, {
  '@media': { [breakpoints.desktop]: { contentVisibility: 'visible' } },
});
