import { style } from '@vanilla-extract/css';
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
