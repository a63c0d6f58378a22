import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

/* What the visitor forms share (the newsletter, the relocation consultation; docs/decisions/125). */

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
/** A message beside its field: red and bold, so it reads as an error without colour too (it says what to fix). */
export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });
export const general = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, border: `2px solid ${vars.color.danger}`, color: vars.color.danger, fontWeight: 600 });
export const sent = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/**
 * The honeypot: off the screen rather than display:none, which some robots skip; aria-hidden and out of the tab order,
 * so no person, with or without a screen reader, meets it.
 */
export const honeypot = style({ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' });
