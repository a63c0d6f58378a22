import { describe, expect, it } from 'vitest';
import { TourImagesLister } from './tour-images-lister.js';
import { InMemoryTourImageRepository } from '../../adapters/memory/in-memory-tour-image-repository.js';

describe('TourImagesLister', () => {
  it('lists the records sorted by admin tour id', async () => {
    const repository = new InMemoryTourImageRepository([
      { tourId: 8, imageURL: '/objects/c' },
      { tourId: 1, imageURL: '/objects/a' },
      { tourId: 3, imageURL: '/objects/b' },
    ]);
    const images = await new TourImagesLister(repository).list();
    expect(images.map((image) => image.tourId)).toEqual([1, 3, 8]);
  });

  it('lists nothing when no image was replaced', async () => {
    expect(await new TourImagesLister(new InMemoryTourImageRepository()).list()).toEqual([]);
  });
});
