import { objectIdFromImageUrl } from '../objects/object-id.js';
import type { ObjectStorage } from '../objects/object-storage.js';
import { decodeVariantList, photoVariantOf, variantListKeyOf, type PhotoVariant } from './photo-variants.js';

/** How many photos' lists are remembered: far more than the 11 admin tours ever show at once. */
const REMEMBERED_PHOTOS = 256;

/**
 * Which copies of a stored photo exist (docs/decisions/048), read from the list stored beside it. A photo and its
 * copies never change once stored, so each list is read once and remembered; a photo stored before copies were
 * made has no list and keeps only its original.
 */
export class PhotoVariantsCatalog {
  private readonly lists = new Map<string, Promise<PhotoVariant[]>>();

  constructor(private readonly storage: ObjectStorage) {}

  /** The copies of the photo an image URL names; none for any other URL. */
  variantsOf(imageURL: string): Promise<PhotoVariant[]> {
    const objectId = objectIdFromImageUrl(imageURL);
    if (objectId === undefined) return Promise.resolve([]);
    let list = this.lists.get(objectId);
    if (!list) {
      list = this.read(objectId);
      this.lists.set(objectId, list);
      // A failed read is not remembered: the next request tries again.
      list.catch(() => this.lists.delete(objectId));
      if (this.lists.size > REMEMBERED_PHOTOS) this.lists.delete(this.lists.keys().next().value!);
    }
    return list;
  }

  private async read(objectId: string): Promise<PhotoVariant[]> {
    const bytes = await this.storage.get(variantListKeyOf(objectId));
    return bytes ? decodeVariantList(bytes).map((spec) => photoVariantOf(objectId, spec)) : [];
  }
}
