import { describe, expect, it } from 'vitest';
import type { TourImageRepository } from '../../domain/tours/tour-image-repository.js';

/**
 * The behaviour every TourImageRepository must have. Each adapter's test calls this with a factory
 * that gives a fresh, empty repository (docs/architecture.md §1: one contract suite per port).
 */
export function tourImageRepositoryContract(
  name: string,
  freshRepository: () => Promise<TourImageRepository> | TourImageRepository,
): void {
  describe(`${name} honours the TourImageRepository contract`, () => {
    it('starts empty', async () => {
      const repository = await freshRepository();
      expect(await repository.list()).toEqual([]);
      expect(await repository.get(1)).toBeUndefined();
    });

    it('gives back a saved record', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 3, imageURL: '/objects/abc' });
      expect(await repository.get(3)).toEqual({ tourId: 3, imageURL: '/objects/abc' });
      expect(await repository.list()).toEqual([{ tourId: 3, imageURL: '/objects/abc' }]);
    });

    it('replaces the record of a tour instead of adding a second one', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 3, imageURL: '/objects/old' });
      await repository.save({ tourId: 3, imageURL: '/objects/new' });
      expect(await repository.list()).toEqual([{ tourId: 3, imageURL: '/objects/new' }]);
    });

    it('keeps the records of different tours apart', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 1, imageURL: '/objects/one' });
      await repository.save({ tourId: 11, imageURL: '/objects/eleven' });
      const listed = (await repository.list()).sort((a, b) => a.tourId - b.tourId);
      expect(listed).toEqual([
        { tourId: 1, imageURL: '/objects/one' },
        { tourId: 11, imageURL: '/objects/eleven' },
      ]);
    });

    it('does not let a caller change a stored record by mutating what it got', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 2, imageURL: '/objects/two' });
      const [first] = await repository.list();
      (first as { imageURL: string }).imageURL = '/objects/tampered';
      expect(await repository.get(2)).toEqual({ tourId: 2, imageURL: '/objects/two' });
    });

    it('forgets a removed record and gives it back; the other tours keep theirs', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 1, imageURL: '/objects/one' });
      await repository.save({ tourId: 2, imageURL: '/objects/two' });
      expect(await repository.remove(1)).toEqual({ tourId: 1, imageURL: '/objects/one' });
      expect(await repository.get(1)).toBeUndefined();
      expect(await repository.list()).toEqual([{ tourId: 2, imageURL: '/objects/two' }]);
    });

    it('removes nothing from a tour without a record', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 2, imageURL: '/objects/two' });
      expect(await repository.remove(5)).toBeUndefined();
      expect(await repository.list()).toEqual([{ tourId: 2, imageURL: '/objects/two' }]);
    });

    it('takes a new record after one was removed', async () => {
      const repository = await freshRepository();
      await repository.save({ tourId: 4, imageURL: '/objects/old' });
      await repository.list();
      await repository.remove(4);
      expect(await repository.list()).toEqual([]);
      await repository.save({ tourId: 4, imageURL: '/objects/new' });
      expect(await repository.list()).toEqual([{ tourId: 4, imageURL: '/objects/new' }]);
    });
  });
}
