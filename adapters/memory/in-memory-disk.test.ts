import { describe, expect, it } from 'vitest';
import { aDailyClickCount } from '../../test-support/click-reports.js';
import { aSessionTimes } from '../../test-support/admin-sessions.js';
import { InMemoryClickCounts } from './in-memory-click-counts.js';
import { InMemoryDisk } from './in-memory-disk.js';
import { InMemorySessionStore } from './in-memory-session-store.js';
import { InMemorySignInFailureLog } from './in-memory-sign-in-failure-log.js';

const LIMITS = { perClient: 5, overall: 60 };
const diskFull = { code: 'ENOSPC', message: 'ENOSPC: no space left on device, write' };

describe('InMemoryDisk under the in-memory stores (issue 35)', () => {
  it('makes the session store refuse what would change it, serve reads, and take writes again once freed', async () => {
    const disk = new InMemoryDisk();
    const store = new InMemorySessionStore(disk);
    await store.save('kept', aSessionTimes({ lastUsedAt: 10 }));
    disk.fill();
    await expect(store.save('new', aSessionTimes())).rejects.toMatchObject(diskFull);
    await expect(store.delete('kept')).rejects.toMatchObject(diskFull);
    await expect(store.deleteUnusedSince(10)).rejects.toMatchObject(diskFull);
    // Nothing to change, nothing to write.
    await store.delete('unknown');
    await store.deleteUnusedSince(9);
    expect(await store.find('kept')).toEqual(aSessionTimes({ lastUsedAt: 10 }));
    disk.free();
    await store.save('new', aSessionTimes());
    expect(await store.find('new')).toEqual(aSessionTimes());
  });

  it('makes the sign-in log refuse to record or forget an attempt, while a refusal at the limit needs no write', async () => {
    const disk = new InMemoryDisk();
    const log = new InMemorySignInFailureLog(disk);
    for (let at = 1; at <= 5; at++) await log.reserve('a', at, 0, LIMITS);
    disk.fill();
    await expect(log.reserve('b', 6, 0, LIMITS)).rejects.toMatchObject(diskFull);
    expect(await log.reserve('a', 6, 0, LIMITS)).toMatchObject({ kind: 'refused' });
    await expect(log.release('1')).rejects.toMatchObject(diskFull);
    await expect(log.forgetUpTo(1)).rejects.toMatchObject(diskFull);
    await log.release('no-such-attempt');
    await log.forgetUpTo(0);
    expect(await log.failuresAfter('a', 0)).toEqual([1, 2, 3, 4, 5]);
    disk.free();
    await log.forgetUpTo(5);
    expect(await log.failuresAfter('a', 0)).toEqual([]);
  });

  it('makes the click counts refuse a batch whole, on every instance sharing the totals, and read what was written', async () => {
    const disk = new InMemoryDisk();
    const counts = new InMemoryClickCounts(new Map(), disk);
    await counts.add([aDailyClickCount()]);
    disk.fill();
    await expect(counts.add([aDailyClickCount(), aDailyClickCount({ position: 2 })])).rejects.toMatchObject(diskFull);
    await expect(counts.sharing().add([aDailyClickCount()])).rejects.toMatchObject(diskFull);
    await counts.add([]);
    expect(await counts.between('2026-11-25', '2026-11-25')).toEqual([aDailyClickCount()]);
  });
});
