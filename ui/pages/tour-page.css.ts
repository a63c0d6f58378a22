import { globalStyle, style } from '@vanilla-extract/css';
import { FILTER_CHOICE_ATTRIBUTE } from '../components/tour-card-slots.js';
import { balancedGrid } from '../styles/balanced-grid.js';
import { TOUR_CARD_GRID } from '../../domain/images/tour-card-grid.js';
import { vars } from '../styles/theme.css.js';


export const intro = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, margin: 0 });
export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
});
export const factValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brandDark });
export const factLabel = style({ color: vars.color.text, fontSize: vars.fontSize.sm });

/** docs/product.md §2: tour cards in a grid, one column on a phone. */
export const grid = style({ ...balancedGrid(TOUR_CARD_GRID.columns), gap: vars.space.lg, marginTop: vars.space.lg });

/**
 * The most categories a page's row filters without scripts: the rules below are written for each place up to it (CSS
 * cannot compare a card's place with the checked radio's). A page with more still filters with scripts.
 */
export const CATEGORIES_FILTERED_WITHOUT_SCRIPTS = 16;

/**
 * docs/decisions/131: the category row is radio buttons, each carrying its place in the row (0 'All'); the grid shows
 * only the cards of the checked place, with or without scripts (the island hides the same cards itself).
 */
export const categoryFiltered = style({});
for (let choice = 1; choice <= CATEGORIES_FILTERED_WITHOUT_SCRIPTS; choice += 1) {
  globalStyle(`section:has(input[${FILTER_CHOICE_ATTRIBUTE}="${choice}"]:checked) ${categoryFiltered} > :not([${FILTER_CHOICE_ATTRIBUTE}="${choice}"])`, { display: 'none' });
}
