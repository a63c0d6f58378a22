import { globalStyle, style } from '@vanilla-extract/css';
import { FILTER_CHOICE_ATTRIBUTE, FILTERED_BY_SCRIPT_ATTRIBUTE } from '../components/tour-card-slots.js';
import { balancedGrid } from '../styles/balanced-grid.js';
import { TOUR_CARD_GRID } from '../../domain/images/tour-card-grid.js';
import { vars } from '../styles/theme.css.js';

export const sectionHeader = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', marginBottom: vars.space.lg });
export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 1 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });
export const sectionDescription = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

/**
 * docs/product.md §2: 4-column tour cards on wide screens. Laid out from TOUR_CARD_GRID, which the card images'
 * `sizes` is computed from too (docs/decisions/048); a section of three cards takes three columns (docs/decisions/113).
 */
export const tourGrid = style({ ...balancedGrid(TOUR_CARD_GRID.columns), gap: `${TOUR_CARD_GRID.gapPx}px` });

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

/** The most destinations whose link the row marks chosen without scripts (CSS cannot compare a link with the target). */
const DESTINATIONS_MARKED_WITHOUT_SCRIPTS = 32;
/**
 * Without scripts the row's "All Destinations" keeps aria-current from the server; once a section is the address's
 * target, its own link is drawn chosen and "All" is not, so the row says what the page shows (docs/decisions/112).
 */
const unscripted = `${sections}:not([${FILTERED_BY_SCRIPT_ATTRIBUTE}])`;
globalStyle(`${unscripted}:has(> ${section}:target) a[aria-current="true"]`, {
  background: vars.color.surface,
  borderColor: vars.color.border,
  color: vars.color.text,
});
for (let choice = 1; choice <= DESTINATIONS_MARKED_WITHOUT_SCRIPTS; choice += 1) {
  globalStyle(`${unscripted}:has(> [${FILTER_CHOICE_ATTRIBUTE}="${choice}"]:target) a[${FILTER_CHOICE_ATTRIBUTE}="${choice}"]`, {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
  });
}
