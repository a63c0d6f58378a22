import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** One column that may shrink below its tables' width: each table scrolls in its panel, never the page. */
export const view = style({ gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 });
export const announcement = style({ margin: 0, minHeight: '1.5em', fontWeight: 600, color: vars.color.brandDark });
/**
 * The requests and the outbox: columns from 700 px; on a phone each row is a card of label-and-value lines, so a
 * subject or a message is never squeezed to one word a line nor scrolled sideways (issue 37, docs/decisions/145). The
 * cells keep explicit table roles, so a screen reader still hears a table when CSS draws it as blocks; each cell's
 * label is drawn from its `data-label` with empty alternative text, since the reader already names the column.
 */
export const stackedTable = style({
  '@media': {
    '(min-width: 700px)': { minWidth: '46rem' },
    '(max-width: 699.98px)': { display: 'block', width: '100%' },
  },
});
globalStyle(`${stackedTable} thead`, {
  '@media': { '(max-width: 699.98px)': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});
globalStyle(`${stackedTable} tbody`, { '@media': { '(max-width: 699.98px)': { display: 'grid', gap: vars.space.sm } } });
globalStyle(`${stackedTable} tbody tr`, {
  '@media': {
    '(max-width: 699.98px)': { display: 'grid', gap: vars.space.xs, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md },
  },
});
globalStyle(`${stackedTable} tbody :is(td, th)`, {
  '@media': { '(max-width: 699.98px)': { display: 'block', padding: 0, border: 'none', maxWidth: 'none', textAlign: 'start' } },
});
globalStyle(`${stackedTable} tbody :is(td, th)::before`, {
  '@media': {
    '(max-width: 699.98px)': { content: 'attr(data-label) / ""', display: 'block', fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted },
  },
});
/** A day ('2026-11-23') on one line: at 390 px the week column broke it after its month. */
export const day = style({ whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** A visitor's message: their line breaks kept, long words broken, as text (React escapes it). */
export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '40ch' });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const deleteForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const confirm = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, border: `2px solid ${vars.color.danger}`, borderRadius: vars.radius.md });
export const question = style({ margin: 0, fontWeight: 600 });
/** A mail's state in words first; colour and weight only repeat it. */
export const state = styleVariants({
  queued: {},
  sending: {},
  sent: { color: vars.color.badgeGreen },
  retrying: { color: vars.color.star, fontWeight: 600 },
  failed: { color: vars.color.danger, fontWeight: 700 },
});
