import { ALL_CATEGORIES } from '../../domain/tours/tour-filters.js';

/**
 * The category the visitor chose on /gift-store, shared by the page's two islands (the buttons and the status line
 * under the grid's heading): islands are separate React roots, so they share it through this module, not a context
 * (docs/decisions/083). One page, one choice; the prerender always draws 'All'.
 */
export function createCategoryChoice(initial: string) {
  let chosenCategory = initial;
  const listeners = new Set<() => void>();
  return {
    current: (): string => chosenCategory,
    choose(category: string): void {
      if (category === chosenCategory) return;
      chosenCategory = category;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const giftCategoryChoice = createCategoryChoice(ALL_CATEGORIES);

