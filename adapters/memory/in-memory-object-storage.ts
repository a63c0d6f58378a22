import type { Clock } from '../../domain/kernel/clock.js';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import type { StoredObjectListing } from '../../domain/objects/stored-object-listing.js';

const systemTime: Clock = { now: () => new Date() };

/** A real ObjectStorage kept in process memory; each object remembers when it was written, by `clock`. */
export class InMemoryObjectStorage implements ObjectStorage, StoredObjectListing {
  private readonly objects = new Map<string, { bytes: Uint8Array; writtenAt: number }>();

  constructor(private readonly clock: Clock = systemTime) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.objects.set(key, { bytes: Uint8Array.from(bytes), writtenAt: this.clock.now().getTime() });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const object = this.objects.get(key);
    return object && Uint8Array.from(object.bytes);
  }

  async has(key: string): Promise<boolean> {
    return this.objects.has(key);
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async keysWrittenBefore(cutoff: Date, wanted: (key: string) => boolean): Promise<string[]> {
    return [...this.objects].filter(([key, { writtenAt }]) => writtenAt < cutoff.getTime() && wanted(key)).map(([key]) => key);
  }
}
