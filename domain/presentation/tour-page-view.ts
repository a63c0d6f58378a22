import { categoryFilterOptions, filterResultAnnouncement, toursInCategory } from '../tours/tour-filters.js';
import type { TourImage } from '../tours/tour-image.js';
import { listedTourCard, type FilterRowView, type ListedTour, type ListedTourCard } from './tours-page-view.js';

/** The tours section of a destination or activity page: the category filter row and the cards it lets through. */
export interface TourPageToursView<T extends ListedTour> {
  readonly filter: FilterRowView;
  readonly cards: readonly ListedTourCard<T>[];
}

/**
 * docs/product.md §2, §4 destination and activity pages: what the tours section shows for the page's tours, the
 * category chosen in the filter row and the operator's photos; undefined when the page lists no tours (it has no
 * such section). The page renders it, and the @domain scenarios read it.
 */
export function tourPageView<T extends ListedTour>(tours: readonly T[], chosen: string, customImages: readonly TourImage[]): TourPageToursView<T> | undefined {
  if (tours.length === 0) return undefined;
  const shown = toursInCategory(tours, chosen);
  return {
    filter: { options: categoryFilterOptions(tours), chosen, announcement: filterResultAnnouncement(shown.length, chosen) },
    // The hero's illustration is these pages' LCP, so no card is fetched first.
    cards: shown.map((tour, index) => listedTourCard(tour, customImages, index, 'image', { section: 'tours', position: index + 1 })),
  };
}
