import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { AbandonedWritesCleanup } from '../../domain/objects/abandoned-writes-cleanup.js';
import { CopiesWithoutPhotoCleanup } from '../../domain/objects/copies-without-photo-cleanup.js';
import { InMemoryObjectStorage } from '../../adapters/memory/in-memory-object-storage.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { AbandonedWritesAtStart } from './abandoned-writes-at-start.js';

const MINUTE = 60_000;
const PHOTO = '0b9f3c52-6f1e-4a39-9a51-0e6f1a2b3c4d';
const STORED = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const IN_PROGRESS = 'e4d3c2b1-a09f-4e8d-9c7b-6a5f4e3d2c1b';
/** Nothing to remove: a storage with no copies at all. */
const noCopies = () => new CopiesWithoutPhotoCleanup(new InMemoryObjectStorage(), new InMemoryObjectStorage(), new ManualClock());
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
    await new AbandonedWritesAtStart(new AbandonedWritesCleanup({ removeStartedBefore: async () => 0 }, new ManualClock()), noCopies(), warn).onApplicationBootstrap();
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts all the same when the storage cannot list its unfinished writes, and says why', async () => {
    const warn = vi.fn();
    const failing = { removeStartedBefore: () => Promise.reject(Object.assign(new Error('A header you provided implies functionality that is not implemented'), { name: 'NotImplemented' })) };
    await new AbandonedWritesAtStart(new AbandonedWritesCleanup(failing, new ManualClock()), noCopies(), warn).onApplicationBootstrap();
    expect(warn).toHaveBeenCalledWith(
      'Unfinished writes in the object storage could not be cleaned up (NotImplemented: A header you provided implies functionality that is not implemented); with S3, keep a lifecycle rule that aborts incomplete multipart uploads',
    );
  });
});

describe('at start the server removes the sized copies of photos a stop in mid-save never wrote (docs/decisions/094)', () => {
  it('removes the copies and lists older than 15 minutes whose photo is missing and says how many; a copy without its photo is never served', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-leftovers-'));
    dataDirs.push(dataDir);
    const objects = join(dataDir, 'objects');
    mkdirSync(objects);
    // What a kill -9 between a save's copies and its photo left: four copies and their list, and no photo.
    const leftovers = [`${PHOTO}-480.avif`, `${PHOTO}-600.avif`, `${PHOTO}-480.webp`, `${PHOTO}-600.webp`, `${PHOTO}.variants.json`];
    // A photo stored long ago with its copy, and the copy of a save still in progress.
    const kept = [STORED, `${STORED}-480.webp`, `${STORED}.variants.json`, `${IN_PROGRESS}-480.webp`];
    const old = new Date(Date.now() - 16 * MINUTE);
    for (const name of [...leftovers, ...kept]) {
      writeFileSync(join(objects, name), 'RIFF\0\0\0\0WEBPVP8 ');
      if (!name.startsWith(IN_PROGRESS)) utimesSync(join(objects, name), old, old);
    }
    const warn = vi.spyOn(Logger.prototype, 'warn');
    const app = await createApp(loadConfig({}, { adminPassword: 'Pura-Vida-Operator-2026', dataDir, uiDir: dataDir, port: 0 }), { logger: ['error'] });
    await app.listen(0, '127.0.0.1');
    const status = async (name: string) => (await fetch(`http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/objects/${name}`)).status;
    // The copy of the save in progress stays, but is not served before its photo is: no photo owns it yet.
    expect(await status(`${IN_PROGRESS}-480.webp`)).toBe(404);
    expect(await status(`${STORED}-480.webp`)).toBe(200);
    expect(await status(`${PHOTO}-480.webp`)).toBe(404);
    await app.close();
    expect(readdirSync(objects).sort()).toEqual([...kept].sort());
    expect(warn).toHaveBeenCalledWith('Removed 5 sized copies or copy lists of 1 photo never stored, older than 15 minutes, from the object storage, left by an earlier stop');
  });

  it('says how many of each, in the singular too, and nothing when there was nothing to remove', async () => {
    const clock = new ManualClock();
    const storage = new InMemoryObjectStorage(clock);
    await storage.put(`${PHOTO}-480.webp`, Uint8Array.from([1]));
    clock.advance(16 * MINUTE);
    const warn = vi.fn();
    const atStart = new AbandonedWritesAtStart(new AbandonedWritesCleanup({ removeStartedBefore: async () => 0 }, clock), new CopiesWithoutPhotoCleanup(storage, storage, clock), warn);
    await atStart.onApplicationBootstrap();
    expect(warn).toHaveBeenCalledWith('Removed 1 sized copy or copy list of 1 photo never stored, older than 15 minutes, from the object storage, left by an earlier stop');
    await atStart.onApplicationBootstrap();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('starts all the same when the storage cannot be listed, says why, and still removes the unfinished writes', async () => {
    const warn = vi.fn();
    const storage = new InMemoryObjectStorage();
    const unlisted = { keysWrittenBefore: () => Promise.reject(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' })) };
    await new AbandonedWritesAtStart(
      new AbandonedWritesCleanup({ removeStartedBefore: async () => 2 }, new ManualClock()),
      new CopiesWithoutPhotoCleanup(storage, unlisted, new ManualClock()),
      warn,
    ).onApplicationBootstrap();
    expect(warn.mock.calls).toEqual([
      ['Removed 2 unfinished writes older than 15 minutes from the object storage, left by an earlier stop'],
      ['The object storage could not be listed to remove the sized copies of photos never stored (AccessDenied: Access Denied); with S3, allow s3:ListBucket on the bucket'],
    ]);
  });
});
