import { style } from '@vanilla-extract/css';
import { balancedGrid } from '../styles/balanced-grid.js';
import { TOUR_CARD_GRID } from '../styles/tour-card-grid.js';
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
