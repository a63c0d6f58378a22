import { style } from '@vanilla-extract/css';
import { FILTERED_BY_SCRIPT_ATTRIBUTE } from '../components/tour-card-slots.js';
import { TOUR_CARD_GRID } from '../styles/tour-card-grid.js';
import { vars } from '../styles/theme.css.js';

export const sectionHeader = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', marginBottom: vars.space.lg });
export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 1 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const sectionDescription = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

/**
 * docs/product.md §2: 4-column tour cards on wide screens. Laid out from TOUR_CARD_GRID, which the card images'
 * `sizes` is computed from too (docs/decisions/048).
 */
const [narrowest, ...wider] = TOUR_CARD_GRID.columns;
export const tourGrid = style({
  display: 'grid',
  gap: `${TOUR_CARD_GRID.gapPx}px`,
  gridTemplateColumns: `repeat(${narrowest!.count}, 1fr)`,
  '@media': Object.fromEntries(
    wider.map(({ fromViewportPx, count }) => [`screen and (min-width: ${fromViewportPx}px)`, { gridTemplateColumns: `repeat(${count}, 1fr)` }]),
  ),
});

export const comingSoon = style({
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/**
 * docs/decisions/112: without scripts, the filter row's links go to a section (/tours#arenal), shown alone; once the
 * filter's island has chosen, it hides sections itself and marks the container (FILTERED_BY_SCRIPT_ATTRIBUTE).
 */
export const sections = style({});
export const section = style({
  // The section the link went to starts under the sticky header, not behind it.
  scrollMarginTop: 80,
  selectors: { [`${sections}:not([${FILTERED_BY_SCRIPT_ATTRIBUTE}]):has(> &:target) > &:not(:target)`]: { display: 'none' } },
});
