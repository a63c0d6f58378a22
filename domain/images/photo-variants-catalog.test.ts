import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { PhotoVariantsCatalog } from './photo-variants-catalog.js';
import { encodeVariantList, variantListKeyOf, variantSpecsFor } from './photo-variants.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';

/** A storage that counts the reads of each key, and can fail them. */
function countingStorage() {
  const storage = new InMemoryObjectStorage();
  const reads: string[] = [];
  let failing = false;
  const get = storage.get.bind(storage);
  storage.get = async (key: string) => {
    reads.push(key);
    if (failing) throw new Error('storage down');
    return get(key);
  };
  return { storage, reads, fail: (value: boolean) => (failing = value) };
}

describe('PhotoVariantsCatalog', () => {
  it('lists the copies stored beside a photo, by its object path or absolute address', async () => {
    const { storage } = countingStorage();
    await storage.put(variantListKeyOf(ID), encodeVariantList(variantSpecsFor(800)));
    const catalog = new PhotoVariantsCatalog(storage);
    const expected = [
      { url: `/objects/${ID}-480.avif`, width: 480, type: 'image/avif' },
      { url: `/objects/${ID}-800.avif`, width: 800, type: 'image/avif' },
      { url: `/objects/${ID}-480.webp`, width: 480, type: 'image/webp' },
      { url: `/objects/${ID}-800.webp`, width: 800, type: 'image/webp' },
    ];
    expect(await catalog.variantsOf(`/objects/${ID}`)).toEqual(expected);
  });

  it('lists none for a photo stored before copies existed, or an address that names no photo', async () => {
    const { storage, reads } = countingStorage();
    const catalog = new PhotoVariantsCatalog(storage);
    expect(await catalog.variantsOf(`/objects/${ID}`)).toEqual([]);
    expect(await catalog.variantsOf('https://elsewhere.example/photo.jpg')).toEqual([]);
    expect(await catalog.variantsOf('/objects/operator-photo')).toEqual([]);
    expect(reads).toEqual([variantListKeyOf(ID)]);
  });

  it('reads each list once, since a stored photo never changes', async () => {
    const { storage, reads } = countingStorage();
    await storage.put(variantListKeyOf(ID), encodeVariantList(variantSpecsFor(480)));
    const catalog = new PhotoVariantsCatalog(storage);
    await Promise.all([catalog.variantsOf(`/objects/${ID}`), catalog.variantsOf(`/objects/${ID}`)]);
    await catalog.variantsOf(`/objects/${ID}`);
    expect(reads).toHaveLength(1);
  });

  it('tries a failed read again on the next request', async () => {
    const { storage, reads, fail } = countingStorage();
    await storage.put(variantListKeyOf(ID), encodeVariantList(variantSpecsFor(480)));
    const catalog = new PhotoVariantsCatalog(storage);
    fail(true);
    await expect(catalog.variantsOf(`/objects/${ID}`)).rejects.toThrow('storage down');
    fail(false);
    expect(await catalog.variantsOf(`/objects/${ID}`)).toHaveLength(2);
    expect(reads).toHaveLength(2);
  });

  it('remembers a bounded number of photos, forgetting the oldest first', async () => {
    const { storage, reads } = countingStorage();
    const catalog = new PhotoVariantsCatalog(storage);
    const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    for (let index = 0; index <= 256; index++) await catalog.variantsOf(`/objects/${idOf(index)}`);
    await catalog.variantsOf(`/objects/${idOf(256)}`);
    await catalog.variantsOf(`/objects/${idOf(1)}`);
    expect(reads).toHaveLength(257);
    await catalog.variantsOf(`/objects/${idOf(0)}`);
    expect(reads).toHaveLength(258);
  });
});
