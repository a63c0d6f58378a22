import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const disclosure = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
