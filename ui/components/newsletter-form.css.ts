import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const consent = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', fontSize: vars.fontSize.sm });
/** 24 px: the smallest target the site gives a pointer (issue 37 point 7). */
export const checkbox = style({ width: 24, height: 24, margin: 0, flexShrink: 0 });
