import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { InMemoryTourImageRepository } from '../../adapters/memory/in-memory-tour-image-repository.js';
import { ForeignImageError, TourImageReplacer, UnknownAdminTourError } from './tour-image-replacer.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

async function setup() {
  const storage = new InMemoryObjectStorage();
  await storage.put(ID, Uint8Array.from([0xff, 0xd8, 0xff]));
  const repository = new InMemoryTourImageRepository();
  return { repository, replacer: new TourImageReplacer(repository, storage) };
}

describe('TourImageReplacer', () => {
  it('saves the stored photo for an admin tour, under its object path', async () => {
    const { repository, replacer } = await setup();
    const saved = await replacer.replace('4', `/api/objects/uploads/${ID}?expires=1&sig=x`);
    expect(saved).toEqual({ tourId: 4, imageURL: `/objects/${ID}` });
    expect(await repository.get(4)).toEqual(saved);
  });

  it('accepts an absolute URL on the server\'s own origin', async () => {
    const { replacer } = await setup();
    expect(await replacer.replace('1', `https://portal.example/objects/${ID}`, 'https://portal.example')).toEqual({ tourId: 1, imageURL: `/objects/${ID}` });
  });

  it.each(['0', '12', 'abc', '../1'])('refuses tour id %j', async (tourId) => {
    const { replacer } = await setup();
    await expect(replacer.replace(tourId, `/objects/${ID}`)).rejects.toThrow(UnknownAdminTourError);
  });

  it.each([`https://elsewhere.example/objects/${ID}`, '/objects/00000000-0000-4000-8000-000000000000', 'not a url'])(
    'refuses an image URL that names no stored photo: %s',
    async (imageURL) => {
      const { replacer, repository } = await setup();
      await expect(replacer.replace('2', imageURL)).rejects.toThrow(ForeignImageError);
      expect(await repository.list()).toEqual([]);
    },
  );

  it('explains each refusal in words the operator can act on', async () => {
    const { replacer } = await setup();
    await expect(replacer.replace('12', `/objects/${ID}`)).rejects.toMatchObject({
      name: 'UnknownAdminTourError',
      message: 'There is no admin tour "12". Admin tours are numbered 1 to 11.',
    });
    await expect(replacer.replace('2', 'https://elsewhere.example/x.jpg')).rejects.toMatchObject({
      name: 'ForeignImageError',
      message: 'imageURL must name a photo uploaded to this server.',
    });
  });

  it('never asks storage about a URL that names no object at all', async () => {
    const storage = new InMemoryObjectStorage();
    const asked: string[] = [];
    const has = storage.has.bind(storage);
    storage.has = async (id: string) => {
      asked.push(id);
      return has(id);
    };
    const replacer = new TourImageReplacer(new InMemoryTourImageRepository(), storage);
    await expect(replacer.replace('2', 'not a url')).rejects.toThrow(ForeignImageError);
    expect(asked).toEqual([]);
  });
});
