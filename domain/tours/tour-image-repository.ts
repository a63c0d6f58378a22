import type { TourImage } from './tour-image.js';

/** Where the operator's tour images are kept (server side). docs/architecture.md §1. */
export interface TourImageRepository {
  /** Every record, in no particular order. */
  list(): Promise<TourImage[]>;
  get(tourId: number): Promise<TourImage | undefined>;
  /** Creates or replaces the record of `image.tourId`. */
  save(image: TourImage): Promise<void>;
  /** Forgets the record of a tour ("Revert to the original picture"): the record it had, or undefined when none. */
  remove(tourId: number): Promise<TourImage | undefined>;
}
