import type { ObjectStorage } from '../../domain/objects/object-storage.js';

/** A real ObjectStorage kept in process memory. */
export class InMemoryObjectStorage implements ObjectStorage {
  private readonly objects = new Map<string, Uint8Array>();

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.objects.set(key, Uint8Array.from(bytes));
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const bytes = this.objects.get(key);
    return bytes && Uint8Array.from(bytes);
  }

  async has(key: string): Promise<boolean> {
    return this.objects.has(key);
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }
}
