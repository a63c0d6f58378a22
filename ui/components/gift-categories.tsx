import { useSyncExternalStore } from 'react';
import { categoryFilter } from '../../domain/analytics/events.js';
import { ALL_CATEGORIES } from '../../domain/tours/tour-filters.js';
import * as css from '../pages/gift-store-page.css.js';
import { visuallyHidden } from '../styles/layout.css.js';
import { giftCategoryChoice } from './gift-category-choice.js';
import { trackedClick } from './tracked-click.js';

/** A gift category and its number of gifts (domain/shopping/category-counts.ts), as the page hands it to its islands. */
export type GiftCategoryCount = {
  readonly category: string;
  readonly count: number;
};

/** The chosen category; the prerender's 'All' while hydrating, so an island hydrates the markup it was drawn with. */
function useChosenGiftCategory(): string {
  return useSyncExternalStore(giftCategoryChoice.subscribe, giftCategoryChoice.current, () => ALL_CATEGORIES);
}

/**
 * docs/product.md §2, §7: a category button only marks itself chosen and reports the choice (category_filter, written on
 * the button for the page's one click listener); it does not filter, the grid always shows every gift.
 */
export function GiftCategoryButtons({ counts }: { counts: readonly GiftCategoryCount[] }) {
  const chosen = useChosenGiftCategory();
  return (
    <div className={css.categoryRow} role="group" aria-label="Gift categories">
      {counts.map(({ category, count }) => (
        <button
          key={category}
          type="button"
          className={css.categoryButton}
          aria-pressed={category === chosen}
          onClick={() => giftCategoryChoice.choose(category)}
          {...trackedClick(categoryFilter(category))}
        >
          {category}
          <span className={css.count} aria-hidden="true">
            {count}
          </span>
          <span className={visuallyHidden}>{`(${count} ${count === 1 ? 'gift' : 'gifts'})`}</span>
        </button>
      ))}
    </div>
  );
}

/** Says in words that the buttons do not filter, so no visitor waits for the grid to change. */
export function GiftCategoryStatus({ counts, total }: { counts: readonly GiftCategoryCount[]; total: number }) {
  const chosen = useChosenGiftCategory();
  const chosenCount = counts.find((entry) => entry.category === chosen)?.count ?? total;
  return (
    <p className={css.status} role="status">
      {chosen === ALL_CATEGORIES ? `All ${total} gifts are shown below.` : `${chosen}: ${chosenCount} of ${total} gifts. All ${total} gifts are shown below.`}
    </p>
  );
}
