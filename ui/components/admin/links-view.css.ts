import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const label = style({ display: 'grid', gap: '2px', minWidth: '10rem' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const detail = style({ minWidth: '12rem', maxWidth: '28rem', overflowWrap: 'anywhere' });
export const noteForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const noteInput = style({ minWidth: '12rem', padding: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, font: 'inherit' });
const stateBase = style({ display: 'inline-block', padding: `1px ${vars.space.xs}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: 600, color: '#fff', whiteSpace: 'nowrap' });
/** Each state's colour; the state's word is always written too, so colour is never the only sign. */
export const state = styleVariants({
  ok: [stateBase, { background: vars.color.badgeGreen }],
  redirected: [stateBase, { background: vars.color.badgeBlue }],
  broken: [stateBase, { background: vars.color.badgeRed }],
  untagged: [stateBase, { background: vars.color.badgeOrange }],
  unavailable: [stateBase, { background: vars.color.badgeAmber, color: '#1f2937' }],
  unverifiable: [stateBase, { background: vars.color.badgeGrey, color: '#1f2937' }],
  unchecked: [stateBase, { background: vars.color.badgeDarkGrey }],
});
