import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
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
  unverifiable: [stateBase, { background: vars.color.badgeGrey }],
  unchecked: [stateBase, { background: vars.color.badgeDarkGrey }],
});

/**
 * On a phone the report's table becomes one card per link: every cell on its own line under its column's name (the
 * cell's data-label), so nothing hides off to the side (a table seven columns wide does not fit 390 px).
 */
export const cardTable = style({});
const narrow = 'screen and (max-width: 720px)';
globalStyle(`${cardTable} thead`, { '@media': { [narrow]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } } });
globalStyle(`${cardTable} tr`, { '@media': { [narrow]: { display: 'grid', gap: vars.space.xs, padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${cardTable} th, ${cardTable} td`, { '@media': { [narrow]: { display: 'block', border: 0, padding: `0 ${vars.space.xs}`, textAlign: 'left', maxWidth: 'none' } } });
globalStyle(`${cardTable} td[data-label]::before`, { '@media': { [narrow]: { content: 'attr(data-label) ": "', fontWeight: 600, color: vars.color.textMuted } } });
