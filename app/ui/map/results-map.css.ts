import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ margin: 0 });
