import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const block = style({ padding: `${vars.space.xl} 0` });
/** The widget draws three tour cards; reserving their height keeps the page from shifting. */
export const area = style({ minHeight: 420, background: vars.color.surfaceMuted, borderRadius: vars.radius.lg });
export const fallback = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.sm });
