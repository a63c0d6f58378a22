import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.js';

export const block = style({ padding: `${vars.space.xl} 0`, scrollMarginTop: '80px' });
export const lead = style({ color: vars.color.textMuted, marginTop: 0 });
/**
 * Five hotels fill their rows (docs/product.md §3: five per destination): one column on a phone; on a tablet the
 * first hotel across the row, then two pairs; on a wide screen the first two side by side, then three. An
 * auto-filled grid left three and two, with a hole under the last card.
 */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1000px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});
globalStyle(`${list} > li:first-child:nth-last-child(5)`, {
  '@media': { 'screen and (min-width: 640px) and (max-width: 999.98px)': { gridColumn: '1 / -1' } },
});
globalStyle(`${list} > li`, {
  '@media': { 'screen and (min-width: 1000px)': { gridColumn: 'span 2' } },
});
globalStyle(`${list} > li:nth-child(-n + 2):nth-last-child(n + 4)`, {
  '@media': { 'screen and (min-width: 1000px)': { gridColumn: 'span 3' } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const header = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'start', gap: vars.space.sm });
export const rank = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  fontWeight: 700,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.lg });
export const category = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const features = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const more = style({ fontSize: '0.75rem', color: vars.color.textMuted, alignSelf: 'center' });
