import { randomBytes } from 'node:crypto';
import type { ObjectStorage } from '../../domain/objects/object-storage.js';

/**
 * Writes a small probe object, reads it back and removes it (docs/decisions/056): what a photo upload needs of the
 * storage, so a full disk or a read-only bucket shows in GET /api/health. The key starts with `_`, never an
 * object id (those are UUIDs), so the probe is never served; a probe left by a crash is tiny.
 */
export async function storageTakesWrites(storage: ObjectStorage): Promise<boolean> {
  const key = `_health-probe-${randomBytes(8).toString('hex')}`;
  const bytes = randomBytes(64);
  try {
    await storage.put(key, bytes);
    const back = await storage.get(key);
    return back !== undefined && Buffer.from(back).equals(bytes);
  } finally {
    await storage.delete(key).catch(() => undefined);
  }
}
