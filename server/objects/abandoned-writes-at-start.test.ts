import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { AbandonedWritesCleanup } from '../../domain/objects/abandoned-writes-cleanup.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { AbandonedWritesAtStart } from './abandoned-writes-at-start.js';

const MINUTE = 60_000;
const dataDirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('at start the server removes what a stop in mid-write left (docs/decisions/045)', () => {
  it('removes the temporary files older than an upload URL lives plus its longest transfer (15 minutes) from the objects folder and says how many', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-leftovers-'));
    dataDirs.push(dataDir);
    const objects = join(dataDir, 'objects');
    mkdirSync(objects);
    const old = new Date(Date.now() - 16 * MINUTE);
    for (const name of ['.tmp-killed-1', '.tmp-killed-2']) {
      writeFileSync(join(objects, name), 'half a photo');
      utimesSync(join(objects, name), old, old);
    }
    writeFileSync(join(objects, '.tmp-in-progress'), 'a photo being written');
    const warn = vi.spyOn(Logger.prototype, 'warn');
    const app = await createApp(loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir: dataDir, port: 0 }), { logger: ['error'] });
    await app.close();
    expect(readdirSync(objects)).toEqual(['.tmp-in-progress']);
    expect(warn).toHaveBeenCalledWith('Removed 2 unfinished writes older than 15 minutes from the object storage, left by an earlier stop');
  });

  it('says nothing when there was nothing to remove', async () => {
    const warn = vi.fn();
    await new AbandonedWritesAtStart(new AbandonedWritesCleanup({ removeStartedBefore: async () => 0 }, new ManualClock()), warn).onApplicationBootstrap();
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts all the same when the storage cannot list its unfinished writes, and says why', async () => {
    const warn = vi.fn();
    const failing = { removeStartedBefore: () => Promise.reject(Object.assign(new Error('A header you provided implies functionality that is not implemented'), { name: 'NotImplemented' })) };
    await new AbandonedWritesAtStart(new AbandonedWritesCleanup(failing, new ManualClock()), warn).onApplicationBootstrap();
    expect(warn).toHaveBeenCalledWith(
      'Unfinished writes in the object storage could not be cleaned up (NotImplemented: A header you provided implies functionality that is not implemented); with S3, keep a lifecycle rule that aborts incomplete multipart uploads',
    );
  });
});
