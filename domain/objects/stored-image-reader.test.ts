import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { StoredImageReader } from './stored-image-reader.js';

const ID = '3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c';
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1]);
const AVIF = Uint8Array.from('\0\0\0\x1cftypavif\0\0\0\0', (character) => character.charCodeAt(0));
const WEBP = Uint8Array.from('RIFF\0\0\0\0WEBPVP8 ', (character) => character.charCodeAt(0));

describe('StoredImageReader', () => {
  it('gives a stored image with the content type its bytes tell', async () => {
    const storage = new InMemoryObjectStorage();
    await storage.put(ID, JPEG);
    expect(await new StoredImageReader(storage).read(ID)).toEqual({ bytes: JPEG, contentType: 'image/jpeg' });
  });

  it('gives nothing for an unknown id, a non-id or a stored non-image', async () => {
    const storage = new InMemoryObjectStorage();
    const other = '00000000-0000-4000-8000-000000000000';
    await storage.put(other, new TextEncoder().encode('text'));
    const reader = new StoredImageReader(storage);
    expect(await reader.read(ID)).toBeUndefined();
    expect(await reader.read('../portal.db')).toBeUndefined();
    expect(await reader.read(other)).toBeUndefined();
  });
});

describe('StoredImageReader: the copies of a photo (docs/decisions/048)', () => {

  it('gives a stored copy with the type of its format', async () => {
    const storage = new InMemoryObjectStorage();
    await storage.put(ID, JPEG);
    await storage.put(`${ID}-480.avif`, AVIF);
    await storage.put(`${ID}-960.webp`, WEBP);
    const reader = new StoredImageReader(storage);
    expect(await reader.read(`${ID}-480.avif`)).toEqual({ bytes: AVIF, contentType: 'image/avif' });
    expect(await reader.read(`${ID}-960.webp`)).toEqual({ bytes: WEBP, contentType: 'image/webp' });
  });

  it('gives nothing for a copy never made, bytes that are not the named format, or the list of copies', async () => {
    const storage = new InMemoryObjectStorage();
    await storage.put(ID, JPEG);
    await storage.put(`${ID}-480.avif`, WEBP);
    await storage.put(`${ID}.variants.json`, new TextEncoder().encode('{"variants":[]}'));
    const reader = new StoredImageReader(storage);
    expect(await reader.read(`${ID}-1600.avif`)).toBeUndefined();
    expect(await reader.read(`${ID}-480.avif`)).toBeUndefined();
    expect(await reader.read(`${ID}.variants.json`)).toBeUndefined();
  });
});

describe('StoredImageReader: copies whose photo was never stored (docs/decisions/094)', () => {

  it('gives nothing for a copy while its photo is not stored: a save cut short, or one still writing its copies', async () => {
    const storage = new InMemoryObjectStorage();
    await storage.put(`${ID}-480.webp`, WEBP);
    const reader = new StoredImageReader(storage);
    expect(await reader.read(`${ID}-480.webp`)).toBeUndefined();
    await storage.put(ID, JPEG);
    expect(await reader.read(`${ID}-480.webp`)).toEqual({ bytes: WEBP, contentType: 'image/webp' });
    await storage.delete(ID);
    expect(await reader.read(`${ID}-480.webp`)).toBeUndefined();
  });
});

describe('StoredImageReader guard (mutation-tested)', () => {
  it('never asks storage about a name that is not an object id, such as a path', async () => {
    const storage = new InMemoryObjectStorage();
    const asked: string[] = [];
    const get = storage.get.bind(storage);
    storage.get = async (id: string) => {
      asked.push(id);
      return get(id);
    };
    expect(await new StoredImageReader(storage).read('../portal.db')).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
