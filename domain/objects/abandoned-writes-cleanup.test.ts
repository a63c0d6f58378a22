import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { AbandonedWrites } from './abandoned-writes.js';
import { abandonedWritesCutoff, AbandonedWritesCleanup } from './abandoned-writes-cleanup.js';

const MINUTE = 60_000;

/** Unfinished writes by the time each started; removes those the cleanup names, as a storage would. */
function unfinishedWrites(...startedAt: Date[]): AbandonedWrites & { left: Date[] } {
  const writes = {
    left: [...startedAt],
    async removeStartedBefore(cutoff: Date) {
      const before = writes.left.length;
      writes.left = writes.left.filter((started) => started.getTime() >= cutoff.getTime());
      return before - writes.left.length;
    },
  };
  return writes;
}

describe('abandoned writes (docs/decisions/045)', () => {
  it('are those started more than an upload URL lifetime and the longest transfer, 15 minutes, ago', () => {
    expect(abandonedWritesCutoff(new Date('2026-01-15T09:00:00Z'))).toEqual(new Date('2026-01-15T08:45:00Z'));
  });

  it('are removed at start, and only those: a write 15 minutes old may still be an upload in progress', async () => {
    const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
    const at = (minutesAgo: number, ms = 0) => new Date(clock.now().getTime() - minutesAgo * MINUTE - ms);
    const writes = unfinishedWrites(at(60), at(15, 1), at(15), at(1));
    expect(await new AbandonedWritesCleanup(writes, clock).run()).toBe(2);
    expect(writes.left).toEqual([at(15), at(1)]);
  });

  it('reads the time when it runs, not when it was made', async () => {
    const clock = new ManualClock(new Date('2026-01-15T09:00:00Z'));
    const writes = unfinishedWrites(new Date('2026-01-15T08:59:00Z'));
    const cleanup = new AbandonedWritesCleanup(writes, clock);
    clock.advance(16 * MINUTE);
    expect(await cleanup.run()).toBe(1);
  });
});
