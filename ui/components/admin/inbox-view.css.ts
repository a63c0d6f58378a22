import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

/** One column that may shrink below its tables' width: each table scrolls in its panel, never the page. */
export const view = style({ gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 });
export const announcement = style({ margin: 0, minHeight: '1.5em', fontWeight: 600, color: vars.color.brandDark });
/**
 * The requests and the outbox keep readable columns on a phone: the table keeps this width and scrolls in its panel,
 * rather than squeezing a subject or a message to one word a line (seen at 390 px).
 */
export const wideTable = style({ minWidth: '46rem' });
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
