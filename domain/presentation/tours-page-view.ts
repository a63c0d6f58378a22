import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { slugOf } from '../clicks/catalogue-links.js';
import { responsivePhotoOf, type ResponsivePhoto } from '../images/responsive-photo.js';
import { comingSoonFor, destinationFilterOptions, destinationsShown, filterResultAnnouncement, type ComingSoon } from '../tours/tour-filters.js';
import { customTourImageFor, type CardTour } from '../tours/tour-id-mapping.js';
import type { TourImage } from '../tours/tour-image.js';
import type { TourDestination } from '../tours/public-tour.js';
import { listingTours } from './catalogue-tours.js';
import { cardImageLoading, type ImageLoading } from './image-loading.js';

/** A tour as a listing page needs it: its id, its category, and the admin tour it is linked to, if any. */
export type ListedTour = Exclude<CardTour, number> & { readonly id: string; readonly category: string };

/** The filter row above a page's cards: its buttons in order, the one pressed, and what it announces. */
export interface FilterRowView {
  readonly options: readonly string[];
  /**
   * Issue 37 point 5 (docs/decisions/112): where each option goes as a link, so the row works without scripts (the
   * id of what it shows: /tours#arenal). Only rows that have them are links.
   */
  readonly anchors?: readonly string[];
  readonly chosen: string;
  readonly announcement: string;
}

/** One tour card of a listing: the tour, the operator's photo where it has one, how its image loads, where its link sits. */
export interface ListedTourCard<T extends ListedTour> {
  readonly tour: T;
  readonly photo?: { readonly photo: ResponsivePhoto; readonly badge: 'Custom Image' };
  readonly imageLoading: ImageLoading;
  /** The section (lower-case words joined by hyphens) and the card's place in it, from 1 (docs/decisions/067). */
  readonly placement: { readonly section: string; readonly position: number };
}

/**
 * One card of a listing page. `pagePosition` counts the page's cards from 0 in reading order (the first may be the
 * LCP, docs/decisions/048); the operator's photo is the one rule of docs/product.md §2 (customTourImageFor).
 */
export function listedTourCard<T extends ListedTour>(
  tour: T,
  customImages: readonly TourImage[],
  pagePosition: number,
  hero: 'image' | 'text only',
  placement: ListedTourCard<T>['placement'],
): ListedTourCard<T> {
  const custom = customTourImageFor(tour, customImages);
  return {
    tour,
    ...(custom ? { photo: { photo: responsivePhotoOf(custom.imageURL, custom.variants), badge: 'Custom Image' as const } } : {}),
    imageLoading: cardImageLoading(pagePosition, hero),
    placement,
  };
}

interface ListedDestination {
  readonly name: string;
  readonly tours: readonly ListedTour[];
}

/** One destination's section of /tours: its cards, or "Tours Coming Soon!" while it has none. */
export interface DestinationSectionView<D extends ListedDestination> {
  readonly destination: D;
  readonly headingId: string;
  /** The section's id, its filter link's address (FilterRowView.anchors). */
  readonly anchor: string;
  readonly comingSoon?: ComingSoon;
  readonly cards: readonly ListedTourCard<D['tours'][number]>[];
}

export interface ToursPageView<D extends ListedDestination> {
  readonly filter: FilterRowView;
  readonly sections: readonly DestinationSectionView<D>[];
}

/**
 * docs/product.md §2, §4 /tours: what the page shows for the catalogue's destinations, the destination chosen in
 * the filter row and the operator's photos. The page renders it, and the @domain scenarios read it: one place.
 */
export function toursPageView<D extends ListedDestination>(destinations: readonly D[], chosen: string, customImages: readonly TourImage[]): ToursPageView<D> {
  const shown = destinationsShown(destinations, chosen);
  let cardsAbove = 0;
  const sections = shown.map((destination): DestinationSectionView<D> => {
    const section = slugOf(destination.name);
    // The hero of /tours is text only: the first card of the page is its LCP, counted across the sections above.
    const cards = destination.tours.map((tour, index) => listedTourCard(tour, customImages, cardsAbove + index, 'text only', { section, position: index + 1 }));
    cardsAbove += cards.length;
    const comingSoon = comingSoonFor(destination);
    return { destination, headingId: `destination-${destination.name.toLowerCase().replace(/\W+/g, '-')}`, anchor: section, ...(comingSoon ? { comingSoon } : {}), cards };
  });
  const options = destinationFilterOptions(destinations);
  return {
    // 'All Destinations' goes to the row itself ('all-destinations'): no section is the target, so all show.
    filter: { options, anchors: options.map(slugOf), chosen, announcement: filterResultAnnouncement(cardsAbove, chosen) },
    sections,
  };
}


/** docs/product.md §2 /tours: what the page shows from the catalogue before any choice or photo. */
export interface ToursPageContent {
  readonly heading: string;
  /** docs/product.md §3 "Destinations on /tours": its sections in order, each with its cards. */
  readonly destinations: readonly TourDestination[];
}

/** The /tours page record's sections: each destination's words and symbol, and its listing's cards. */
export function toursPageContent(reader: CatalogueReader, pageId: string): ToursPageContent {
  const page = reader.page(pageId);
  if (page.kind !== 'tours') throw new Error(`The page "${pageId}" is not the tours page`);
  return {
    heading: page.heading.en,
    destinations: page.sections.map((section) => {
      const destination = reader.destination(section.destination);
      return { name: destination.name.en, description: destination.description.en, icon: destination.icon, colour: destination.colour, tours: listingTours(reader, section) };
    }),
  };
}
