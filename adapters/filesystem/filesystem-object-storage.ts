import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AbandonedWrites } from '../../domain/objects/abandoned-writes.js';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';
import type { StoredObjectListing } from '../../domain/objects/stored-object-listing.js';

/** A write in progress lives under this prefix until it is renamed over its key. */
const TEMPORARY_PREFIX = '.tmp-';
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Objects as files in one directory (docs/architecture.md §2: `$DATA_DIR/objects`). A write goes to a temporary
 * file that is fsynced and then renamed over the key, so a reader sees the whole object or none. A process killed
 * mid-write leaves that file behind: removeStartedBefore clears such files at the next start (docs/decisions/045).
 * keysWrittenBefore lists the stored objects by their files' modification time (docs/decisions/094).
 */
export class FilesystemObjectStorage implements ObjectStorage, AbandonedWrites, StoredObjectListing {
  constructor(private readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    const temporary = join(this.directory, `${TEMPORARY_PREFIX}${randomBytes(8).toString('hex')}`);
    const handle = await open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, target);
    await this.syncDirectory();
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A temporary file is last written when its write stops: its modification time tells an abandoned one. */
  async removeStartedBefore(cutoff: Date): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.directory)) {
      if (!name.startsWith(TEMPORARY_PREFIX)) continue;
      const file = join(this.directory, name);
      try {
        if ((await stat(file)).mtimeMs >= cutoff.getTime()) continue;
        await rm(file);
        removed++;
      } catch (error) {
        // Renamed or removed meanwhile: not a leftover after all.
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }

  /**
   * A stored object's file is last written by its put (the rename keeps the temporary file's time). Temporary files
   * and anything that is no key are not objects; only the files `wanted` accepts are looked at.
   */
  async keysWrittenBefore(cutoff: Date, wanted: (key: string) => boolean): Promise<string[]> {
    const keys: string[] = [];
    for (const name of await readdir(this.directory)) {
      if (!isKey(name) || !wanted(name)) continue;
      try {
        const file = await stat(join(this.directory, name));
        if (file.isFile() && file.mtimeMs < cutoff.getTime()) keys.push(name);
      } catch (error) {
        // Deleted meanwhile: no longer stored.
        if (!isMissing(error)) throw error;
      }
    }
    return keys;
  }

  /** Keys never name a path outside the directory, nor a temporary file. */
  private pathOf(key: string): string {
    if (!isKey(key)) throw new Error(`Not a valid object key: ${JSON.stringify(key)}`);
    return join(this.directory, key);
  }

  /** Makes the rename itself durable. */
  private async syncDirectory(): Promise<void> {
    const directory = await open(this.directory, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }
}

function isKey(name: string): boolean {
  return SAFE_KEY.test(name) && !name.startsWith('.');
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
