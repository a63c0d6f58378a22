import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  position: 'relative',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const twoColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' });
export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const choices = style({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });
/** A whole row to tap: at least 44 px high. */
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 });
export const checkbox = style({ width: 20, height: 20, flexShrink: 0 });
export const textarea = style({ padding: vars.space.sm, minHeight: '6.5em', resize: 'vertical' });
export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.brand}`,
});
export const answerTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.brandDark });
/**
 * The form below its button, a step apart. A browser without JavaScript shows the form at once (the prerender draws it
 * inside the closed panel) and not the button, which could not open it (docs/decisions/137).
 */
export const panel = style({ marginTop: vars.space.md, '@media': { '(scripting: none)': { display: 'block !important' } } });
export const toggle = style({ '@media': { '(scripting: none)': { display: 'none !important' } } });
