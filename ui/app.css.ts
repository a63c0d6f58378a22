import { style } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.js';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, outline: 'none' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -60,
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
/** Shown only while the first screen of a client navigation loads; reserves the page's height. */
export const loading = style({ minHeight: '60vh', padding: vars.space.xl, textAlign: 'center' });
