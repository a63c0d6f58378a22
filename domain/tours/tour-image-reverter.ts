import { decodeVariantList, variantKeyOf, variantListKeyOf } from '../images/photo-variants.js';
import { objectIdFromImageUrl } from '../objects/object-id.js';
import type { ObjectStorage } from '../objects/object-storage.js';
import { parseAdminTourId } from './admin-tour-id.js';
import { UnknownAdminTourError } from './tour-image-replacer.js';
import type { TourImageRepository } from './tour-image-repository.js';

/** What DELETE /api/tours/{id}/image did: whether the tour had a custom photo to forget. */
export interface RevertOutcome {
  readonly tourId: number;
  readonly reverted: boolean;
}

/**
 * Use case (issue 19, docs/decisions/062): "Revert to the original picture". The server forgets the tour's
 * record, so every card shows the tour's original picture again; the stored photo, its copies and their
 * list are deleted once no other record refers to the photo. A tour without a custom photo has nothing to
 * forget (the call is idempotent); a number that is no admin tour is refused (404).
 */
export class TourImageReverter {
  constructor(
    private readonly repository: TourImageRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async revert(tourId: string): Promise<RevertOutcome> {
    const adminTourId = parseAdminTourId(tourId);
    if (adminTourId === undefined) throw new UnknownAdminTourError(tourId);
    const removed = await this.repository.remove(adminTourId);
    if (!removed) return { tourId: adminTourId, reverted: false };
    const objectId = objectIdFromImageUrl(removed.imageURL);
    const stillShown = (await this.repository.list()).some((image) => image.imageURL === removed.imageURL);
    if (objectId !== undefined && !stillShown) await this.deletePhoto(objectId);
    return { tourId: adminTourId, reverted: true };
  }

  /** The photo's copies first, then their list and the photo: a failure half-way leaves the photo whole. */
  private async deletePhoto(objectId: string): Promise<void> {
    const list = await this.storage.get(variantListKeyOf(objectId));
    const copies = list ? decodeVariantList(list).map((spec) => variantKeyOf(objectId, spec)) : [];
    await Promise.all(copies.map((key) => this.storage.delete(key)));
    await this.storage.delete(variantListKeyOf(objectId));
    await this.storage.delete(objectId);
  }
}
