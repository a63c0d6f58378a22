import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemoryTourImageRepository } from '../../adapters/memory/in-memory-tour-image-repository.js';
import { PhotoVariantsCatalog } from '../images/photo-variants-catalog.js';
import { encodeVariantList, variantListKeyOf, variantSpecsFor } from '../images/photo-variants.js';
import { TourImagesLister } from './tour-images-lister.js';

const catalogOf = (storage = new InMemoryObjectStorage()) => new PhotoVariantsCatalog(storage);

describe('TourImagesLister', () => {
  it('lists the records sorted by admin tour id', async () => {
    const repository = new InMemoryTourImageRepository([
      { tourId: 8, imageURL: '/objects/c' },
      { tourId: 1, imageURL: '/objects/a' },
      { tourId: 3, imageURL: '/objects/b' },
    ]);
    const images = await new TourImagesLister(repository, catalogOf()).list();
    expect(images.map((image) => image.tourId)).toEqual([1, 3, 8]);
  });

  it('lists nothing when no image was replaced', async () => {
    expect(await new TourImagesLister(new InMemoryTourImageRepository(), catalogOf()).list()).toEqual([]);
  });

  it('gives each record the copies of its photo, and none to a photo stored before copies existed (docs/decisions/048)', async () => {
    const withCopies = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
    const older = '00000000-0000-4000-8000-000000000000';
    const storage = new InMemoryObjectStorage();
    await storage.put(variantListKeyOf(withCopies), encodeVariantList(variantSpecsFor(480)));
    const repository = new InMemoryTourImageRepository([
      { tourId: 2, imageURL: `/objects/${older}` },
      { tourId: 1, imageURL: `/objects/${withCopies}` },
    ]);
    expect(await new TourImagesLister(repository, catalogOf(storage)).list()).toEqual([
      {
        tourId: 1,
        imageURL: `/objects/${withCopies}`,
        variants: [
          { url: `/objects/${withCopies}-480.avif`, width: 480, type: 'image/avif' },
          { url: `/objects/${withCopies}-480.webp`, width: 480, type: 'image/webp' },
        ],
      },
      { tourId: 2, imageURL: `/objects/${older}`, variants: [] },
    ]);
  });

  describe('the same list while the stored photos are unchanged', () => {
    const a = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
    const b = '00000000-0000-4000-8000-000000000000';
    const twoPhotos = () => [
      { tourId: 1, imageURL: `/objects/${a}` },
      { tourId: 2, imageURL: `/objects/${b}` },
    ];

    it('returns the very same list when nothing was saved since', async () => {
      const lister = new TourImagesLister(new InMemoryTourImageRepository(twoPhotos()), catalogOf());
      const first = await lister.list();
      expect(await lister.list()).toBe(first);
    });

    it.each<[string, (repository: InMemoryTourImageRepository) => Promise<unknown>]>([
      ['a tour got another photo', (repository) => repository.save({ tourId: 1, imageURL: `/objects/${b}` })],
      ['a photo moved to another tour', async (repository) => (await repository.remove(2), repository.save({ tourId: 3, imageURL: `/objects/${b}` }))],
      ['a tour got its first photo', (repository) => repository.save({ tourId: 5, imageURL: `/objects/${a}` })],
      ['a photo was removed', (repository) => repository.remove(2)],
    ])('returns a new list when %s', async (_change, change) => {
      const repository = new InMemoryTourImageRepository(twoPhotos());
      const lister = new TourImagesLister(repository, catalogOf());
      const first = await lister.list();
      await change(repository);
      const second = await lister.list();
      expect(second).not.toBe(first);
      expect(second.map(({ tourId, imageURL }) => ({ tourId, imageURL }))).toEqual(await repository.list().then((records) => records.sort((x, y) => x.tourId - y.tourId)));
    });
  });
});
