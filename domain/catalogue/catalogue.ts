import type { TopicIcon } from '../presentation/topic-icon.js';
import type { AdminTourCategory } from '../admin/admin-tour.js';

/*
 * The public catalogue as typed collections (docs/decisions/064), the way Astro's content collections
 * work: one record per real tour and per destination, each with a schema checked here, and pages that
 * list tours by id. A page never holds a copy of a tour, so a tour reads the same wherever it appears.
 */

/** The difficulty a tour card may show (docs/product.md §3 "Public tour"). */
export const TOUR_DIFFICULTIES = ['Easy', 'Moderate', 'Advanced', 'Beginner', 'Intermediate'] as const;

export type TourDifficulty = (typeof TOUR_DIFFICULTIES)[number];

/** The admin side of a tour the operator may give a photo (docs/product.md §2 Admin, §3 mapping). */
export interface AdminTourLink {
  /** 1 to 11 (domain/tours/admin-tour-id.ts). */
  readonly id: number;
  /** The admin card's category. */
  readonly category: AdminTourCategory;
}

/** One real tour: the only place its figures are written (docs/decisions/064). */
export interface TourRecord {
  /** 'arenal-1', 'canopy-2': unique across the whole catalogue. */
  readonly id: string;
  /** The id of its DestinationRecord. */
  readonly destination: string;
  readonly title: string;
  /** The town or place the card names ('La Fortuna'). */
  readonly location: string;
  readonly duration: string;
  readonly groupSize?: string;
  /** USD per person. */
  readonly price: number;
  /** The struck-through earlier price, USD, above price. */
  readonly originalPrice?: number;
  readonly rating: number;
  readonly reviewCount: number;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly category: string;
  /** The home page's badge for this tour (docs/product.md §3 "Home tour" categories); needed only by tours the home page lists. */
  readonly theme?: string;
  readonly difficulty?: TourDifficulty;
  /** The subject its picture shows: a slug of the subject illustrations, or absent for the designed cover (docs/decisions/064). */
  readonly picture?: string;
  /** Present when the operator can give this tour a photo from the admin page. */
  readonly adminTour?: AdminTourLink;
  /** What the marketplace search looks for: the tour's real name and place. */
  readonly searchTerm: string;
}

/** One place: a /tours section and, where it has one, a destination page. */
export interface DestinationRecord {
  /** The slug: 'playas-de-coco'. */
  readonly id: string;
  /** Spelled once: 'Playas del Coco'. */
  readonly name: string;
  /** The line under its name on /tours. */
  readonly description: string;
  /** The /tours section's symbol, drawn by the UI. */
  readonly icon: TopicIcon;
  readonly colour: string;
}

/** One group of tour cards on one page: the home grid, a /tours section, a destination or activity page. */
export interface TourListing {
  /** The page's path ('/', '/tours', '/destinations/arenal'). */
  readonly route: string;
  /** The group's heading as the visitor reads it ('Popular Tours', 'Arenal', 'Top Arenal Tours'). */
  readonly section: string;
  /** The destination a /tours section stands for. */
  readonly destination?: string;
  readonly tourIds: readonly string[];
  /** The page's top tour, marked 'Best Seller' on this page only (docs/product.md §3: "1 marks the top tour of a page"). */
  readonly bestSeller?: string;
}

export interface Catalogue {
  readonly tours: readonly TourRecord[];
  readonly destinations: readonly DestinationRecord[];
  readonly listings: readonly TourListing[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The schema of the tours collection: what one record must hold, as sentences. */
export function tourRecordProblems(tour: TourRecord): string[] {
  const problems: string[] = [];
  const where = `tour ${tour.id}`;
  if (!SLUG.test(tour.id)) problems.push(`${where}: the id is not a lowercase slug`);
  if (!(Number.isFinite(tour.price) && tour.price > 0)) problems.push(`${where}: the price is not a positive number of USD`);
  if (tour.originalPrice !== undefined && !(tour.originalPrice > tour.price)) problems.push(`${where}: the original price is not above the price`);
  if (!(tour.rating >= 1 && tour.rating <= 5)) problems.push(`${where}: the rating is not between 1 and 5`);
  if (!(Number.isInteger(tour.reviewCount) && tour.reviewCount >= 0)) problems.push(`${where}: the review count is not a whole number`);
  if (tour.highlights.length < 3 || tour.highlights.length > 4) problems.push(`${where}: it needs 3 or 4 highlights`);
  if (!tour.title.trim() || !tour.description.trim() || !tour.searchTerm.trim()) problems.push(`${where}: the title, description and search term must not be empty`);
  if (tour.picture !== undefined && !SLUG.test(tour.picture)) problems.push(`${where}: the picture is not a subject slug`);
  return problems;
}

const sameTourKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

/**
 * Everything wrong with the catalogue, as sentences (empty when nothing is): each record against its
 * schema, ids that repeat, references that do not resolve, and one real tour written twice, which is
 * how one tour came to show two prices on two pages (same title or same marketplace search).
 */
export function catalogueProblems({ tours, destinations, listings }: Catalogue): string[] {
  const problems = tours.flatMap(tourRecordProblems);
  for (const id of repeated(tours.map((tour) => tour.id))) problems.push(`the tour id ${id} repeats`);
  for (const id of repeated(destinations.map((destination) => destination.id))) problems.push(`the destination id ${id} repeats`);
  for (const name of repeated(destinations.map((destination) => destination.name))) problems.push(`the destination name ${name} repeats`);
  for (const title of repeated(tours.map((tour) => sameTourKey(tour.title)))) problems.push(`two records describe the same tour (title "${title}")`);
  for (const term of repeated(tours.map((tour) => sameTourKey(tour.searchTerm)))) problems.push(`two records describe the same tour (search "${term}")`);
  const adminIds = tours.flatMap((tour) => (tour.adminTour ? [String(tour.adminTour.id)] : []));
  for (const id of repeated(adminIds)) problems.push(`the admin tour ${id} is linked to two tours`);

  const destinationIds = new Set(destinations.map((destination) => destination.id));
  const tourIds = new Set(tours.map((tour) => tour.id));
  for (const tour of tours) if (!destinationIds.has(tour.destination)) problems.push(`tour ${tour.id}: no destination ${tour.destination}`);
  for (const listing of listings) {
    const where = `${listing.route} "${listing.section}"`;
    for (const id of listing.tourIds) if (!tourIds.has(id)) problems.push(`${where}: no tour ${id}`);
    for (const id of repeated(listing.tourIds)) problems.push(`${where}: the tour ${id} is listed twice`);
    if (listing.destination !== undefined && !destinationIds.has(listing.destination)) problems.push(`${where}: no destination ${listing.destination}`);
    if (listing.bestSeller !== undefined && !listing.tourIds.includes(listing.bestSeller)) problems.push(`${where}: the best seller ${listing.bestSeller} is not listed`);
  }
  return problems;
}

/** The records of a listing's ids, in its order; an id that does not resolve is an error (the catalogue test finds it first). */
export function resolveTours(ids: readonly string[], tours: readonly TourRecord[]): TourRecord[] {
  const byId = new Map(tours.map((tour) => [tour.id, tour]));
  return ids.map((id) => {
    const tour = byId.get(id);
    if (!tour) throw new Error(`No tour ${id} in the catalogue`);
    return tour;
  });
}

/** A price as cards write it: '$65', '$4,200' (USD, whole dollars with a thousands comma). */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
