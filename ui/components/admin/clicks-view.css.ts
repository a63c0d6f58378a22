import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.js';

export const view = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.lg} 0` });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });
export const summary = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });
export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
/** The chart keeps its height while it draws, so nothing below moves. */
export const chart = style({ minHeight: '280px', width: '100%', overflow: 'hidden' });
export const lists = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' });
export const tableScroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const number = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm });
export const swatch = style({ display: 'inline-block', width: '0.9em', height: '0.9em', borderRadius: '2px', marginRight: vars.space.xs, verticalAlign: '-0.1em' });
export const figure = style([panel, { margin: 0 }]);
/** The legend's colour of each partner: the chart's line colours (clicks-view.tsx). */
export const swatchOf = styleVariants({
  marketplace: [swatch, { background: '#0f766e' }],
  'review-site': [swatch, { background: '#b45309' }],
  retail: [swatch, { background: '#1d4ed8' }],
  broker: [swatch, { background: '#7e22ce' }],
});
