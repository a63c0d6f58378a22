import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aPhoto } from '../../test-support/photos.js';
import { photoOfCompanion, variantKeyOf, variantListKeyOf, variantSpecsFor } from '../../domain/images/photo-variants.js';
import { CopiesWithoutPhotoCleanup } from '../../domain/objects/copies-without-photo-cleanup.js';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import { StoredImageReader } from '../../domain/objects/stored-image-reader.js';
import type { StoredObjectListing } from '../../domain/objects/stored-object-listing.js';
import { ManualClock } from '../memory/manual-clock.js';
import type { PhotoSaveOrder, StorageInAnotherProcess } from './photo-save-process.js';

const MINUTE = 60_000;
const PHOTO_WIDTH = 600;
/** What a save of a photo 600 px wide writes, in its order: AVIF and WebP at 480 and 600 px, their list, the photo. */
const writesOfASave = (objectId: string) => [...variantSpecsFor(PHOTO_WIDTH).map((spec) => variantKeyOf(objectId, spec)), variantListKeyOf(objectId), objectId];

/**
 * Runs photo-save-process.ts on `storage`, waits until it has made `writes` writes of its save (or finished it), and
 * kills it with SIGKILL: what the storage then holds is what a crash at that step leaves. Gives what the process said.
 */
export async function killedDuringSave(storage: StorageInAnotherProcess, objectId: string, writes: number): Promise<string> {
  const order: PhotoSaveOrder = { storage, objectId, writesBeforePause: writes };
  const saver = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./photo-save-process.ts', import.meta.url)), JSON.stringify(order)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => saver.once('exit', () => resolve()));
  saver.stdin.end(await aPhoto({ width: PHOTO_WIDTH, height: 400 }));
  const said = await new Promise<string>((resolve, reject) => {
    createInterface({ input: saver.stdout }).once('line', resolve);
    void exited.then(() => reject(new Error(`The saving process ended by itself (exit code ${saver.exitCode})`)));
  });
  saver.kill('SIGKILL');
  await exited;
  expect(saver.signalCode).toBe('SIGKILL');
  return said;
}

/**
 * Every object storage, against a real crash (docs/decisions/094): a process saving a photo through it (the real
 * ImageUploader and sharp, in a process of its own) is killed with SIGKILL after each write of the save. At every step
 * nothing is served that the photo does not own (no copy without its photo), and the start-up cleanup, once the
 * safety age has passed, leaves no object without its photo; before that age it touches nothing.
 */
export function photoSaveCrashContract(name: string, fresh: () => Promise<{ storage: ObjectStorage & StoredObjectListing; inAnotherProcess: StorageInAnotherProcess }>): void {
  const total = writesOfASave(randomUUID()).length;

  describe(`${name}: a save killed with SIGKILL at any step leaves nothing served without its photo`, () => {
    for (let writes = 0; writes <= total; writes++) {
      const step = writes === total ? 'once the photo is written' : `after ${writes} of its ${total} writes`;

      it(`killed ${step}`, async () => {
        const { storage, inAnotherProcess } = await fresh();
        const objectId = randomUUID();
        const said = await killedDuringSave(inAnotherProcess, objectId, writes);
        expect(said).toBe(writes === total ? 'saved' : `paused after ${writes} writes`);

        const saveWrites = writesOfASave(objectId);
        const everything = () => storage.keysWrittenBefore(new Date(Date.now() + 60 * MINUTE), () => true).then((keys) => keys.sort());
        expect(await everything()).toEqual(saveWrites.slice(0, writes).sort());
        const photoStored = writes === total;
        const reader = new StoredImageReader(storage);
        const served = async () => (await Promise.all(saveWrites.map(async (key) => ((await reader.read(key)) ? [key] : [])))).flat();
        // Served before any cleanup: the photo and its copies once the photo is written, nothing before.
        expect(await served()).toEqual(photoStored ? saveWrites.filter((key) => key !== variantListKeyOf(objectId)) : []);

        // A start within the safety age: the leftovers may be a save in progress, so they stay.
        expect(await new CopiesWithoutPhotoCleanup(storage, storage, new ManualClock(new Date())).run()).toEqual({ photos: 0, objects: 0 });
        // A start once it has passed: a copy or list whose photo was never written is removed.
        const later = new ManualClock(new Date(Date.now() + 16 * MINUTE));
        const leftovers = photoStored ? 0 : writes;
        expect(await new CopiesWithoutPhotoCleanup(storage, storage, later).run()).toEqual({ photos: leftovers > 0 ? 1 : 0, objects: leftovers });
        const left = await everything();
        expect(left).toEqual(photoStored ? [...saveWrites].sort() : []);
        for (const key of left) {
          const photo = photoOfCompanion(key);
          if (photo !== undefined) expect(await storage.has(photo)).toBe(true);
        }
        expect(await served()).toEqual(photoStored ? saveWrites.filter((key) => key !== variantListKeyOf(objectId)) : []);
      }, 60_000);
    }
  });
}
