import { destinationsShown, filterResultAnnouncement, toursInCategory } from '../../domain/tours/tour-filters.js';
import { CARD_CATEGORY_ATTRIBUTE, CARD_TOUR_ID_ATTRIBUTE, DESTINATION_SECTION_ATTRIBUTE } from './tour-card-slots.js';

/** What a row filters: the cards of a destination or activity page by category, or the sections of /tours by destination. */
export type TourFilterKind = 'category' | 'destination';

/** A card or a section of the page, as the filter sees it: what it reads and the one thing it changes. */
export interface FilteredElement {
  getAttribute(name: string): string | null;
  querySelectorAll(selectors: string): { readonly length: number };
  hidden: HTMLElement['hidden'];
}

/**
 * Shows the elements of the choice and hides the others (docs/product.md §2, §4; the rules are the domain's,
 * domain/tours/tour-filters.ts), and says what is now shown: "4 tours in Arenal", "39 tours in all destinations".
 */
export function showChoice(kind: TourFilterKind, elements: readonly FilteredElement[], choice: string): string {
  const shown = new Set<FilteredElement>(
    kind === 'category'
      ? toursInCategory(elements.map((element) => ({ element, category: element.getAttribute(CARD_CATEGORY_ATTRIBUTE) ?? '' })), choice).map(({ element }) => element)
      : destinationsShown(elements.map((element) => ({ element, name: element.getAttribute(DESTINATION_SECTION_ATTRIBUTE) ?? '' })), choice).map(({ element }) => element),
  );
  for (const element of elements) element.hidden = !shown.has(element);
  const tours = kind === 'category' ? shown.size : [...shown].reduce((count, section) => count + section.querySelectorAll(`[${CARD_TOUR_ID_ATTRIBUTE}]`).length, 0);
  return filterResultAnnouncement(tours, choice);
}
