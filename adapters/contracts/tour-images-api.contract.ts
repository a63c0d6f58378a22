import { describe, expect, it } from 'vitest';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import type { TourImagesApi } from '../../domain/tours/tour-images-api.js';

/**
 * What every TourImagesApi does (docs/architecture.md §3 GET /api/tours/images): `serving(images)` gives
 * an API whose server holds those image records, `failing()` one whose server cannot answer.
 */
export function tourImagesApiContract(
  name: string,
  serving: (images: readonly TourImage[]) => TourImagesApi | Promise<TourImagesApi>,
  failing: () => TourImagesApi | Promise<TourImagesApi>,
): void {
  describe(`${name} honours the TourImagesApi contract`, () => {
    it('gives every custom image, sorted by admin tour id', async () => {
      const images = [
        { tourId: 8, imageURL: '/objects/tamarindo' },
        { tourId: 1, imageURL: '/objects/arenal' },
        { tourId: 3, imageURL: '/objects/monteverde' },
      ];
      expect(await (await serving(images)).list()).toEqual([images[1], images[2], images[0]]);
    });

    it('gives an empty list when the operator has replaced no photo', async () => {
      expect(await (await serving([])).list()).toEqual([]);
    });

    it('rejects with a DataLoadError carrying the status when the server fails', async () => {
      const failure = await (await failing()).list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DataLoadError);
      expect((failure as DataLoadError).message).toMatch(/^5\d\d: /);
    });
  });
}
