import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '~/ui/theme.css';

export const truncated = style({});
export const short = style({});
export const mobile = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });
export const desktop = style({ display: 'none', '@media': { [breakpoints.desktop]: { display: 'inline' } } });
export const mobileOnly = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });
export const summary = style({ cursor: 'pointer', color: vars.color.brand, fontWeight: 600, minHeight: 24 });
export const more = style({});
export const less = style({ display: 'none' });

globalStyle(`${truncated}:has(> details[open]) > ${short}`, { display: 'none' });
globalStyle(`details[open] > ${summary} > ${more}`, { display: 'none' });
globalStyle(`details[open] > ${summary} > ${less}`, { display: 'inline' });
