import { describe, expect, it } from 'vitest';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { encodeVariantList, variantKeyOf, variantListKeyOf, variantSpecsFor } from '../images/photo-variants.js';
import { CopiesWithoutPhotoCleanup } from './copies-without-photo-cleanup.js';

const MINUTE = 60_000;
const NEVER_STORED = '0b9f3c52-6f1e-4a39-9a51-0e6f1a2b3c4d';
const STORED = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const IN_PROGRESS = 'e4d3c2b1-a09f-4e8d-9c7b-6a5f4e3d2c1b';
const BYTES = Uint8Array.from([1]);

/** A photo 600 px wide: AVIF and WebP at 480 and 600 px, four copies, and their list. */
const companionsOf = (objectId: string) => [...variantSpecsFor(600).map((spec) => variantKeyOf(objectId, spec)), variantListKeyOf(objectId)];

async function putAll(storage: InMemoryObjectStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.put(key, key.endsWith('.json') ? encodeVariantList(variantSpecsFor(600)) : BYTES);
}

async function keysOf(storage: InMemoryObjectStorage): Promise<string[]> {
  return (await storage.keysWrittenBefore(new Date(8.64e15), () => true)).sort();
}

describe('sized copies without their photo (docs/decisions/094)', () => {
  it('are removed with their list once older than the cut-off of unfinished writes, 15 minutes, and counted', async () => {
    const clock = new ManualClock();
    const storage = new InMemoryObjectStorage(clock);
    // A save killed after its copies and their list, before the photo: four copies and a list, no photo.
    await putAll(storage, companionsOf(NEVER_STORED));
    // A save that finished, long ago: every part stays, however old.
    await putAll(storage, [...companionsOf(STORED), STORED]);
    clock.advance(15 * MINUTE + 1);
    expect(await new CopiesWithoutPhotoCleanup(storage, storage, clock).run()).toEqual({ photos: 1, objects: 5 });
    expect(await keysOf(storage)).toEqual([...companionsOf(STORED), STORED].sort());
  });

  it('are kept while they may belong to a save in progress: written within the last 15 minutes', async () => {
    const clock = new ManualClock();
    const storage = new InMemoryObjectStorage(clock);
    await putAll(storage, companionsOf(NEVER_STORED));
    clock.advance(15 * MINUTE);
    await putAll(storage, companionsOf(IN_PROGRESS).slice(0, 2));
    expect(await new CopiesWithoutPhotoCleanup(storage, storage, clock).run()).toEqual({ photos: 0, objects: 0 });
    clock.advance(1);
    expect(await new CopiesWithoutPhotoCleanup(storage, storage, clock).run()).toEqual({ photos: 1, objects: 5 });
    expect(await keysOf(storage)).toEqual(companionsOf(IN_PROGRESS).slice(0, 2).sort());
  });

  it('leave every other object alone: a photo without copies, a health probe, another application\'s key', async () => {
    const clock = new ManualClock();
    const storage = new InMemoryObjectStorage(clock);
    const others = [NEVER_STORED, '_health-probe-0a1b2c3d', 'invoices/2026-01.pdf', `${STORED}-480.gif`];
    await putAll(storage, others);
    clock.advance(60 * MINUTE);
    expect(await new CopiesWithoutPhotoCleanup(storage, storage, clock).run()).toEqual({ photos: 0, objects: 0 });
    expect(await keysOf(storage)).toEqual([...others].sort());
  });

  it('asks the storage only about companions, and reads the time when it runs', async () => {
    const clock = new ManualClock();
    const storage = new InMemoryObjectStorage(clock);
    await putAll(storage, [`${NEVER_STORED}-480.webp`, 'invoices/2026-01.pdf']);
    const asked: string[] = [];
    const cleanup = new CopiesWithoutPhotoCleanup(
      storage,
      {
        keysWrittenBefore: (cutoff, wanted) =>
          storage.keysWrittenBefore(cutoff, (key) => {
            asked.push(key);
            return wanted(key);
          }),
      },
      clock,
    );
    clock.advance(16 * MINUTE);
    expect(await cleanup.run()).toEqual({ photos: 1, objects: 1 });
    expect(asked.sort()).toEqual([`${NEVER_STORED}-480.webp`, 'invoices/2026-01.pdf']);
    expect(await keysOf(storage)).toEqual(['invoices/2026-01.pdf']);
  });
});
