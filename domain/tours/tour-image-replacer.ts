import type { ObjectStorage } from '../objects/object-storage.js';
import { objectIdFromImageUrl, objectPathOf } from '../objects/object-id.js';
import { ADMIN_TOUR_COUNT, parseAdminTourId } from './admin-tour-id.js';
import type { TourImage } from './tour-image.js';
import type { TourImageRepository } from './tour-image-repository.js';

/** The tour id is not an admin tour id, 1 to ADMIN_TOUR_COUNT (answered 404). */
export class UnknownAdminTourError extends Error {
  constructor(tourId: string) {
    super(`There is no admin tour "${tourId}". Admin tours are numbered 1 to ${ADMIN_TOUR_COUNT}.`);
    this.name = 'UnknownAdminTourError';
  }
}

/** The image URL does not name a photo this server stored (answered 400). */
export class ForeignImageError extends Error {
  constructor() {
    super('imageURL must name a photo uploaded to this server.');
    this.name = 'ForeignImageError';
  }
}

/** Use case: the operator saves a new photo for one admin tour (docs/architecture.md §3 PUT /api/tours/{id}/image). */
export class TourImageReplacer {
  constructor(
    private readonly repository: TourImageRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async replace(tourId: string, imageURL: string, ownOrigin?: string): Promise<TourImage> {
    const adminTourId = parseAdminTourId(tourId);
    if (adminTourId === undefined) throw new UnknownAdminTourError(tourId);
    const objectId = objectIdFromImageUrl(imageURL, ownOrigin);
    if (objectId === undefined || !(await this.storage.has(objectId))) throw new ForeignImageError();
    const image = { tourId: adminTourId, imageURL: objectPathOf(objectId) };
    await this.repository.save(image);
    return image;
  }
}
