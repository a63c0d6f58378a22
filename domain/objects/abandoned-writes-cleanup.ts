import type { Clock } from '../kernel/clock.js';
import type { AbandonedWrites } from './abandoned-writes.js';
import { MAX_UPLOAD_TRANSFER_MS, UPLOAD_URL_LIFETIME_MS } from './upload-url-signer.js';

/**
 * The start of the oldest write that may still be in progress: an upload starts while its URL lives
 * (5 minutes) and its body takes at most MAX_UPLOAD_TRANSFER_MS (10 minutes), 15 minutes in all, so
 * anything unfinished and older was abandoned by a server that stopped mid-write
 * (docs/decisions/045-crash-leftovers-cleanup-at-start.md, 054).
 */
export function abandonedWritesCutoff(now: Date): Date {
  return new Date(now.getTime() - UPLOAD_URL_LIFETIME_MS - MAX_UPLOAD_TRANSFER_MS);
}

/** Run at each server start: removes the abandoned writes and gives how many there were. */
export class AbandonedWritesCleanup {
  constructor(
    private readonly writes: AbandonedWrites,
    private readonly clock: Clock,
  ) {}

  run(): Promise<number> {
    return this.writes.removeStartedBefore(abandonedWritesCutoff(this.clock.now()));
  }
}
