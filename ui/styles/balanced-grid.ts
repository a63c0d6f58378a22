import type { StyleRule } from '@vanilla-extract/css';
import { balancedColumns, columnExceptions } from '../../domain/presentation/balanced-grid.js';

/** How many columns a width allows, from the narrowest width up. */
export type GridWidths = readonly { readonly fromViewportPx: number; readonly count: number }[];

/** The most cards a grid of the site holds (a /tours section, a shop's list): beyond, the width's columns are kept. */
const LARGEST_GRID = 12;

/**
 * A grid of exactly `count` cards: a child that is both the count-th and the last. (Counting only the cards a filter
 * leaves shown, with `:nth-child(n of :not([hidden]))`, crashed Chromium's renderer on /gift-store.)
 */
const holdsExactly = (count: number) => `&:has(> :nth-child(${count}):last-child)`;

const columnsRule = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/**
 * A card grid sized to its card count at every width (docs/decisions/113, the rule domain/presentation/balanced-grid.ts):
 * the widths' columns, and for the counts that would leave a row half empty, the balanced columns instead. A grid
 * whose filter hides cards keeps the columns of its whole count.
 */
export function balancedGrid(widths: GridWidths): StyleRule {
  // A count with a rule at one width needs its own rule at every wider width too: the narrower width's rule, more
  // specific than a width's plain columns, would otherwise still apply there (4 cards kept in 2 columns at 1440 px).
  const counts = [...new Set(widths.flatMap(({ count }) => columnExceptions(count, LARGEST_GRID).map(({ cardCount }) => cardCount)))];
  const ruleAt = (maxColumns: number) => ({
    ...columnsRule(maxColumns),
    selectors: Object.fromEntries(counts.map((cardCount) => [holdsExactly(cardCount), columnsRule(balancedColumns(cardCount, maxColumns))])),
  });
  const [narrowest, ...wider] = widths;
  return {
    display: 'grid',
    ...ruleAt(narrowest?.count ?? 1),
    '@media': Object.fromEntries(wider.map(({ fromViewportPx, count }) => [`screen and (min-width: ${fromViewportPx}px)`, ruleAt(count)])),
  };
}

/** The site's cards: one column on a phone, two from 640 px, three from 900 px, four from 1120 px. */
export const CARD_WIDTHS: GridWidths = [
  { fromViewportPx: 0, count: 1 },
  { fromViewportPx: 640, count: 2 },
  { fromViewportPx: 900, count: 3 },
  { fromViewportPx: 1120, count: 4 },
];
