import type { ActivityLabel } from '../analytics/events.js';
import { toursNotShown } from '../affiliate/partner-widget-fallback.js';
import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { PublicTour } from '../tours/public-tour.js';
import { categoryFilterOptions, filterResultAnnouncement, toursInCategory } from '../tours/tour-filters.js';
import type { TourImage } from '../tours/tour-image.js';
import { listingTours } from './catalogue-tours.js';
import { hotelsBlockView, type HotelsBlockView } from './hotels-block-view.js';
import type { TourCardVariant } from './tour-card-variant.js';
import { listedTourCard, type FilterRowView, type ListedTour, type ListedTourCard } from './tours-page-view.js';

/**
 * A card of a destination or activity page, with the place of its category among the filter row's options (from 1,
 * 'All' being 0): without scripts the row is radio buttons and the page's CSS shows the cards whose place is the
 * checked one's (docs/decisions/131).
 */
export type CategorisedTourCard<T extends ListedTour> = ListedTourCard<T> & { readonly filterChoice: number };

/** The tours section of a destination or activity page: the category filter row and the cards it lets through. */
export interface TourPageToursView<T extends ListedTour> {
  readonly filter: FilterRowView;
  readonly cards: readonly CategorisedTourCard<T>[];
}

/**
 * docs/product.md §2, §4 destination and activity pages: what the tours section shows for the page's tours, the
 * category chosen in the filter row and the operator's photos; undefined when the page lists no tours (it has no
 * such section). The page renders it, and the @domain scenarios read it.
 */
export function tourPageView<T extends ListedTour>(tours: readonly T[], chosen: string, customImages: readonly TourImage[]): TourPageToursView<T> | undefined {
  if (tours.length === 0) return undefined;
  const shown = toursInCategory(tours, chosen);
  const options = categoryFilterOptions(tours);
  return {
    filter: { options, chosen, announcement: filterResultAnnouncement(shown.length, chosen) },
    // The hero's illustration is these pages' LCP, so no card is fetched first.
    cards: shown.map((tour, index) => ({
      ...listedTourCard(tour, customImages, index, 'image', { section: 'tours', position: index + 1 }),
      filterChoice: options.indexOf(tour.category),
    })),
  };
}

/** One of the two headline facts of a destination or activity page's introduction (docs/product.md §2). */
export interface HeadlineFact {
  /** The figure as written: '850+', '40°C', '4km'. */
  readonly value: string;
  /** What the figure counts: 'bird species', 'hot springs'. */
  readonly label: string;
}

/** The marketplace's partner widget (docs/product.md §2 Arenal and Tamarindo), with the ids its script and links carry. */
export interface PartnerWidgetView {
  /** The heading above the widget area, which also labels it. */
  readonly title: string;
  /** What the widget searches for on the marketplace ('Arenal', 'Tamarindo'). */
  readonly query: string;
  /**
   * The tours whose links stand in for the widget until it draws (issue 18.6, 37 point 5): the destination's section
   * of /tours where the widget is the page's only list (Tamarindo); never a tour of the page's own grid, so a page
   * whose record falls back on its listing (Arenal) offers the marketplace's search instead of repeating its cards.
   */
  readonly fallbackTours: readonly PublicTour[];
  /** The settings' marketplace ids: the partner id of its links, the widget's own id. */
  readonly partnerId: string;
  readonly widgetPartnerId: string;
}

/** Everything a destination or activity page shows (docs/product.md §2 "Destination and activity pages"). */
export interface TourPageContent {
  readonly path: string;
  readonly kind: 'destination' | 'activity';
  /** The hero's heading (h1); the hotels block names the place by it too. */
  readonly heading: string;
  /** The line under the heading. */
  readonly tagline: string;
  /** The hero's designed illustration, a kind of the UI's illustrations. */
  readonly heroIllustration: string;
  readonly introTitle: string;
  readonly introParagraphs: readonly string[];
  readonly facts: readonly HeadlineFact[];
  /** Heading of the tour grid ('Top Arenal Tours'). */
  readonly toursTitle: string;
  /** The page's own tours: 4, or none where the partner widget is the only list (Tamarindo). */
  readonly tours: readonly PublicTour[];
  readonly cardVariant: TourCardVariant;
  /** The hotels block, on destination pages that show their destination's hotels. */
  readonly hotels?: HotelsBlockView;
  readonly partnerWidget?: PartnerWidgetView;
  /** docs/product.md §7: on the Canopy and Scuba pages, tour_click names the activity instead of the tour's place. */
  readonly trackingActivity?: ActivityLabel;
}

/** The tours of a destination's section of /tours, read from the tours page's record. */
function toursSectionOf(reader: CatalogueReader, destination: string): PublicTour[] {
  const section = reader
    .pages()
    .flatMap((page) => (page.kind === 'tours' ? page.sections : []))
    .find((candidate) => candidate.destination === destination);
  if (section === undefined) throw new Error(`/tours has no section for the destination "${destination}"`);
  return listingTours(reader, section);
}

/** A destination or activity page's record, its tours, hotels and partner widget as the page shows them. */
export function tourPageContent(reader: CatalogueReader, pageId: string): TourPageContent {
  const page = reader.page(pageId);
  if (page.kind !== 'destination' && page.kind !== 'activity') throw new Error(`The page "${pageId}" is neither a destination nor an activity page`);
  const tours = listingTours(reader, page.listing);
  const content = {
    path: page.path,
    kind: page.kind,
    heading: page.heading.en,
    tagline: page.tagline.en,
    heroIllustration: page.hero.illustration,
    introTitle: page.intro.title.en,
    introParagraphs: [...page.intro.paragraphs.en],
    facts: page.facts.map((fact) => ({ value: fact.value.en, label: fact.label.en })),
    toursTitle: page.listing.title.en,
    tours,
    cardVariant: page.cardVariant,
  };
  if (page.kind === 'activity') return { ...content, ...(page.trackingActivity === undefined ? {} : { trackingActivity: page.trackingActivity }) };
  const widget = page.partnerWidget;
  const marketplace = widget === undefined ? undefined : reader.settings().marketplace;
  return {
    ...content,
    ...(page.showsHotels ? { hotels: hotelsBlockView(reader, page.destination) } : {}),
    ...(widget === undefined
      ? {}
      : {
          partnerWidget: {
            title: widget.title.en,
            query: widget.query,
            fallbackTours: toursNotShown(widget.fallback === 'listing' ? tours : toursSectionOf(reader, page.destination), tours),
            partnerId: marketplace!.partnerId,
            widgetPartnerId: marketplace!.widgetPartnerId,
          },
        }),
  };
}
