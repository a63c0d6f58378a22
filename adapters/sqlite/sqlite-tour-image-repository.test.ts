import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { openDatabase } from './database.js';
import { SqliteTourImageRepository } from './sqlite-tour-image-repository.js';

const dataDir = mkdtempSync(join(tmpdir(), 'crg-sqlite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
let databases = 0;

tourImageRepositoryContract(
  'SqliteTourImageRepository',
  () => new SqliteTourImageRepository(openDatabase(join(dataDir, `db-${++databases}.db`))),
);

describe('SqliteTourImageRepository on disk', () => {
  it('keeps records when the database file is opened again', async () => {
    const file = join(dataDir, 'reopen.db');
    const first = openDatabase(file);
    await new SqliteTourImageRepository(first).save({ tourId: 5, imageURL: '/objects/five' });
    first.close();
    const second = openDatabase(file);
    expect(await new SqliteTourImageRepository(second).get(5)).toEqual({ tourId: 5, imageURL: '/objects/five' });
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
    second.close();
  });
});
