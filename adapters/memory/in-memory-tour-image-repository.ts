import type { TourImage } from '../../domain/tours/tour-image.js';
import type { TourImageRepository } from '../../domain/tours/tour-image-repository.js';

/** A real TourImageRepository kept in process memory: for tests, the fast Gherkin level and demos. */
export class InMemoryTourImageRepository implements TourImageRepository {
  private readonly records = new Map<number, TourImage>();

  constructor(initial: readonly TourImage[] = []) {
    for (const image of initial) this.records.set(image.tourId, { ...image });
  }

  async list(): Promise<TourImage[]> {
    return [...this.records.values()].map((image) => ({ ...image }));
  }

  async get(tourId: number): Promise<TourImage | undefined> {
    const image = this.records.get(tourId);
    return image && { ...image };
  }

  async save(image: TourImage): Promise<void> {
    this.records.set(image.tourId, { tourId: image.tourId, imageURL: image.imageURL });
  }

  async remove(tourId: number): Promise<TourImage | undefined> {
    const image = this.records.get(tourId);
    this.records.delete(tourId);
    return image && { ...image };
  }
}
