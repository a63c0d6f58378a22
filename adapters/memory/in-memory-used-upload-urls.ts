import type { UsedUploadUrls } from '../../domain/objects/used-upload-urls.js';

/** UsedUploadUrls in process memory: single use holds on this one server only. */
export class InMemoryUsedUploadUrls implements UsedUploadUrls {
  private readonly used = new Map<string, number>();

  async claim(objectId: string, expiresAt: number): Promise<boolean> {
    if (this.used.has(objectId)) return false;
    this.used.set(objectId, expiresAt);
    return true;
  }

  async forgetExpired(now: number): Promise<void> {
    for (const [objectId, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(objectId);
  }
}
