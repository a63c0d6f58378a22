import type { TourDestination } from './public-tour.js';

/** docs/product.md §2 destination and activity pages: the filter row starts with 'All', the default choice. */
export const ALL_CATEGORIES = 'All';

/** docs/product.md §2 /tours: the filter row starts with 'All Destinations', the default choice. */
export const ALL_DESTINATIONS = 'All Destinations';

interface Categorised {
  readonly category: string;
}

/** docs/product.md §2: 'All' plus one button per distinct category of the page's tours, in order of first appearance. */
export function categoryFilterOptions(tours: readonly Categorised[]): string[] {
  return [ALL_CATEGORIES, ...new Set(tours.map((tour) => tour.category))];
}

/**
 * docs/product.md §2, §4: 'All' shows every tour; a category shows only its tours. The choice holds no state
 * of its own, so the visitor can go from All to any category and back freely.
 */
export function toursInCategory<T extends Categorised>(tours: readonly T[], choice: string): T[] {
  return choice === ALL_CATEGORIES ? [...tours] : tours.filter((tour) => tour.category === choice);
}

/** docs/product.md §2 /tours: 'All Destinations' plus one button per destination, in page order. */
export function destinationFilterOptions(destinations: readonly Pick<TourDestination, 'name'>[]): string[] {
  return [ALL_DESTINATIONS, ...destinations.map((destination) => destination.name)];
}

/** docs/product.md §2, §4 /tours: 'All Destinations' shows every section; a destination shows only its own. */
export function destinationsShown<T extends Pick<TourDestination, 'name'>>(destinations: readonly T[], choice: string): T[] {
  return choice === ALL_DESTINATIONS ? [...destinations] : destinations.filter((destination) => destination.name === choice);
}

export interface ComingSoon {
  readonly title: string;
  readonly text: string;
}

/** docs/product.md §2 /tours: what a destination section shows instead of cards while it has no tours. */
export function comingSoonFor(destination: Pick<TourDestination, 'name'> & { readonly tours: readonly unknown[] }): ComingSoon | undefined {
  if (destination.tours.length > 0) return undefined;
  return {
    title: 'Tours Coming Soon!',
    text: `We're currently adding exciting tour options for ${destination.name}. Check back soon for amazing adventures!`,
  };
}

/**
 * What a filter change announces to screen readers (issue 23 point 4): the count of tours now shown and where,
 * "4 tours in Arenal", "1 tour in Adventure", "39 tours in all destinations".
 */
export function filterResultAnnouncement(count: number, choice: string): string {
  const scope = choice === ALL_DESTINATIONS ? 'all destinations' : choice === ALL_CATEGORIES ? 'all categories' : choice;
  return `${count} ${count === 1 ? 'tour' : 'tours'} in ${scope}`;
}
