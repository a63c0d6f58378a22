/**
 * Where uploaded images are kept, by key (docs/architecture.md §1 `ObjectStorage`). Atomic: a reader gets either
 * the whole object or nothing, never half a file.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}
