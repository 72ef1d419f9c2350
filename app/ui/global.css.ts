import { globalStyle } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});
globalStyle('main', { flex: '1 0 auto' });
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2, fontWeight: 700 });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: vars.color.brand });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('summary', { cursor: 'pointer' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
globalStyle('.container', {
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [breakpoints.tablet]: { paddingInline: vars.space.lg } },
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
globalStyle('.skip-link', {
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.sm,
  zIndex: 100,
  padding: '10px 16px',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: 700,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
});
globalStyle('.skip-link:focus', { transform: 'none', outlineColor: vars.color.highlight });
