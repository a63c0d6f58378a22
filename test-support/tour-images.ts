import type { TourImage } from '../domain/tours/tour-image.js';

/** Object mother of a tour's image record: an admin tour and the stored photo saved for it. Sample data only, with overrides. */
export const aTourImage = (overrides: Partial<TourImage> = {}): TourImage => ({ tourId: 3, imageURL: '/objects/uploads/arenal-hike', ...overrides });
