import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SystemClock } from '../system/system-clock.js';
import { killCommittersAtRandom } from '../contracts/publication-kill.js';
import { openDatabase } from './database.js';
import { SqlitePublicationStore } from './sqlite-publication-store.js';

const dataDir = mkdtempSync(join(tmpdir(), 'crg-publication-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SqlitePublicationStore under kill -9 (docs/decisions/102)', () => {
  it('leaves one generation whole, the old or the new, after 200 kills at random moments, and commits again after each', async () => {
    const lanes = [1, 2].map((lane) => ({ engine: 'sqlite' as const, file: join(dataDir, `lane-${lane}.db`) }));
    const started = performance.now();
    const tally = await killCommittersAtRandom(200, lanes, async (database) => {
      const db = openDatabase((database as { file: string }).file);
      return { store: new SqlitePublicationStore(db, new SystemClock()), close: async () => db.close() };
    });
    console.log(`200 kills in ${((performance.now() - started) / 1000).toFixed(1)} s:`, JSON.stringify({ ...tally, problems: tally.problems.length }));
    expect(tally.problems).toEqual([]);
    expect(tally.runs).toBe(200);
    // The test reached the moment that matters: kills inside a commit, which was undone whole or kept whole.
    expect(tally.discarded).toBeGreaterThan(0);
  }, 180_000);
});
