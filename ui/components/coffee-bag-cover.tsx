import type { CoffeeBagCover as Cover } from '../../domain/presentation/coffee-bag-cover.js';
import * as css from './coffee-bag-cover.css.js';

/**
 * Issue 18.2: a coffee card's picture, a designed bag label (brand, origin region, roast in its colour) over the
 * pattern domain/presentation/coffee-bag-cover.ts chose, so no two cards of a page look alike. It is no photo and
 * shows no real bag; the card's heading already names the coffee, so screen readers skip it (issue 23.3).
 */
export function CoffeeBagCover({ cover }: { cover: Cover }) {
  return (
    <div className={`${css.cover} ${css.pattern[cover.pattern]}`} aria-hidden="true" data-cover-pattern={cover.pattern}>
      <div className={css.label}>
        <span className={css.brand}>{cover.brand}</span>
        <span className={css.origin}>{cover.origin}</span>
        <span className={css.roast[cover.roastColour]}>{cover.roast} roast</span>
      </div>
    </div>
  );
}
