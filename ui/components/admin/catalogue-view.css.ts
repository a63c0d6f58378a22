import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/* The Catalogue view of the admin page (issue 38): the Clicks view's panels and tables, its own form and preview. */

export const view = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.lg} 0`, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const label = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 600, minWidth: 0 });
export const grow = style({ flex: '1 1 220px' });
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', padding: `${vars.space.xs} 0`, color: vars.color.textMuted });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const sortButton = style({
  font: 'inherit',
  fontWeight: 700,
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.brandDark,
  cursor: 'pointer',
  textDecoration: 'underline',
  minHeight: 32,
});
export const linkButton = style([sortButton, { fontWeight: 600, textAlign: 'left' }]);
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const notice = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.brandSoft, color: vars.color.brandDark, fontWeight: 600 });
export const errorSummary = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  color: vars.color.danger,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.danger}`, outlineOffset: 2 } },
  // The site's header stays at the top: what takes the focus is scrolled to below it.
  scrollMarginTop: 96,
});
export const errorList = style({ margin: 0, paddingLeft: vars.space.lg });
export const fieldset = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const fieldLabel = style({ fontWeight: 600 });
export const required = style({ color: vars.color.danger, marginLeft: vars.space.xs });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 });
export const invalid = style({ borderColor: vars.color.danger, borderWidth: 2 });
/** An item of a list: its field, then its buttons below it (a group item, a social link, is as wide as the list). */
export const listItem = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, padding: vars.space.xs, borderRadius: vars.radius.sm, borderBottom: `1px solid ${vars.color.border}` });
export const dragging = style({ background: vars.color.brandSoft });
export const itemButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))', alignItems: 'start' });
export const sticky = style({ position: 'sticky', bottom: 0, background: vars.color.surface, padding: `${vars.space.sm} 0`, borderTop: `1px solid ${vars.color.border}` });
export const previewGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const frameBox = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const frameScroll = style({ overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceMuted, maxHeight: 520 });
export const frame = style({ border: 0, display: 'block', background: vars.color.surface, transformOrigin: '0 0' });
export const diffTable = style([table, { tableLayout: 'fixed', wordBreak: 'break-word' }]);
export const before = style({ color: vars.color.danger, textDecoration: 'line-through' });
export const after = style({ color: vars.color.badgeGreen, fontWeight: 600 });
export const pictures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const pictureChoice = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center', fontSize: vars.fontSize.sm, padding: vars.space.xs, border: `2px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, cursor: 'pointer', font: 'inherit' });
export const pictureChosen = style({ borderColor: vars.color.brand, background: vars.color.brandSoft });
export const plainList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
/** A field the error summary's link or a list's button focuses is scrolled to below the site's sticky header. */
globalStyle(`${view} input, ${view} select, ${view} fieldset, ${view} [tabindex="-1"]`, { scrollMarginTop: 96 });

/** An uploaded photo's thumbnail in the record's form, the card's 16:10 shape. */
export const photoPreview = style({ display: 'block', width: 160, height: 100, objectFit: 'cover', borderRadius: 4, border: `1px solid ${vars.color.border}` });
