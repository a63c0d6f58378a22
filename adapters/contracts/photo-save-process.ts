/**
 * A process that saves one photo as an upload does, for photo-save-crash.contract.ts to kill with SIGKILL at a chosen
 * step (docs/decisions/094). Not part of the product: nothing imports it; the contract runs it with tsx.
 *
 * Its one argument is JSON: the object storage to build (a module, the name of its class, the constructor's
 * arguments), the photo's object id and `writesBeforePause`. It reads the photo's bytes from stdin and saves them with
 * the real ImageUploader and sharp encoders: the sized copies, their list, then the photo. Its writes reach the storage
 * one at a time, so a pause after N of them leaves exactly the first N on the storage; it then prints
 * "paused after N writes" (or "saved" when the save finished first) and waits to be killed.
 */
import { ImageUploader } from '../../domain/objects/image-uploader.js';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import { SharpImageReencoder } from '../sharp/sharp-image-reencoder.js';
import { SharpPhotoVariantEncoder } from '../sharp/sharp-photo-variant-encoder.js';

export interface StorageInAnotherProcess {
  /** The module's URL (file://…) and the class it exports. */
  readonly module: string;
  readonly exportName: string;
  /** The class's constructor arguments, as JSON. */
  readonly args: readonly unknown[];
}

export interface PhotoSaveOrder {
  readonly storage: StorageInAnotherProcess;
  readonly objectId: string;
  readonly writesBeforePause: number;
}

/** Never settles, and keeps the process alive (a pending promise alone would not) until the test kills it. */
const waitForTheKill = () => new Promise<never>(() => setInterval(() => undefined, 60_000));

/** The storage with its writes one after another, and no write after the first `writes`: the test kills it there. */
function pausingAfter(writes: number, storage: ObjectStorage, paused: () => void): ObjectStorage {
  let done = 0;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get: (key) => storage.get(key),
    has: (key) => storage.has(key),
    delete: (key) => storage.delete(key),
    put(key, bytes) {
      const write = queue.then(async () => {
        if (done === writes) {
          paused();
          await waitForTheKill();
        }
        await storage.put(key, bytes);
        done++;
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}

async function stdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const order = JSON.parse(process.argv[2]!) as PhotoSaveOrder;
const exported = (await import(order.storage.module)) as Record<string, new (...args: unknown[]) => ObjectStorage>;
const storage = new exported[order.storage.exportName]!(...order.storage.args);
const say = (line: string) => process.stdout.write(`${line}\n`);
const signer = { issue: () => Promise.reject(new Error('not asked')), redeem: async () => 'valid' as const };
const uploader = new ImageUploader(
  signer,
  pausingAfter(order.writesBeforePause, storage, () => say(`paused after ${order.writesBeforePause} writes`)),
  new SharpImageReencoder(),
  new SharpPhotoVariantEncoder(),
);
await uploader.upload({ objectId: order.objectId, expires: '0', session: 'session', signature: 'signature' }, stdin);
say('saved');
await waitForTheKill();
