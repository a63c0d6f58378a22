import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemoryTourImageRepository } from '../../adapters/memory/in-memory-tour-image-repository.js';
import { encodeVariantList, variantKeyOf, variantListKeyOf } from '../images/photo-variants.js';
import { UnknownAdminTourError } from './tour-image-replacer.js';
import { TourImageReverter } from './tour-image-reverter.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const copy = { width: 480, format: 'webp' } as const;

async function setup() {
  const storage = new InMemoryObjectStorage();
  for (const id of [ID, OTHER]) {
    await storage.put(id, Uint8Array.from([0xff, 0xd8, 0xff]));
    await storage.put(variantKeyOf(id, copy), Uint8Array.from([1]));
    await storage.put(variantListKeyOf(id), encodeVariantList([copy]));
  }
  const repository = new InMemoryTourImageRepository([
    { tourId: 1, imageURL: `/objects/${ID}` },
    { tourId: 2, imageURL: `/objects/${OTHER}` },
  ]);
  return { storage, repository, reverter: new TourImageReverter(repository, storage) };
}

describe('TourImageReverter: "Revert to the original picture" (issue 19)', () => {
  it('forgets the tour\'s record, so the tour shows its original picture again', async () => {
    const { repository, reverter } = await setup();
    expect(await reverter.revert('1')).toEqual({ tourId: 1, reverted: true });
    expect(await repository.list()).toEqual([{ tourId: 2, imageURL: `/objects/${OTHER}` }]);
  });

  it('deletes the stored photo, its copies and their list once nothing refers to it', async () => {
    const { storage, reverter } = await setup();
    await reverter.revert('1');
    expect(await storage.has(ID)).toBe(false);
    expect(await storage.has(variantKeyOf(ID, copy))).toBe(false);
    expect(await storage.has(variantListKeyOf(ID))).toBe(false);
    expect(await storage.has(OTHER)).toBe(true);
  });

  it('keeps the stored photo while another tour still shows it', async () => {
    const { storage, repository, reverter } = await setup();
    await repository.save({ tourId: 3, imageURL: `/objects/${ID}` });
    await reverter.revert('1');
    expect(await storage.has(ID)).toBe(true);
    expect(await storage.has(variantKeyOf(ID, copy))).toBe(true);
  });

  it('keeps a photo stored before copies existed apart from its own key', async () => {
    const { storage, reverter } = await setup();
    await storage.delete(variantListKeyOf(ID));
    await reverter.revert('1');
    expect(await storage.has(ID)).toBe(false);
  });

  it('does nothing for a tour with no custom photo: there is nothing to forget', async () => {
    const { repository, reverter } = await setup();
    expect(await reverter.revert('7')).toEqual({ tourId: 7, reverted: false });
    expect(await repository.list()).toHaveLength(2);
  });

  it('leaves storage alone for a record that names no stored photo', async () => {
    const { storage, repository, reverter } = await setup();
    await repository.save({ tourId: 5, imageURL: 'https://elsewhere.example/photo.jpg' });
    expect(await reverter.revert('5')).toEqual({ tourId: 5, reverted: true });
    expect(await storage.has(ID)).toBe(true);
  });

  it.each(['0', '12', 'abc', '../1'])('refuses tour id %j', async (tourId) => {
    const { reverter } = await setup();
    await expect(reverter.revert(tourId)).rejects.toThrow(UnknownAdminTourError);
  });
});
