import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** Wraps the upload widget's dashboard, to adjust the few of its styles that fall short of the page's own. */
export const frame = style({ width: '100%' });

// Uppy's grey note (#757575 on #f4f4f4) reads at 4.18:1; the page's muted text passes 4.5:1.
globalStyle(`${frame} .uppy-Dashboard-note`, { color: vars.color.textMuted });
