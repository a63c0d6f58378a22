import { describe, expect, it } from 'vitest';
import { SystemClock } from '../system/system-clock.js';
import { killCommittersAtRandom } from '../contracts/publication-kill.js';
import { freshPostgresDatabase } from '../contracts/test-servers.js';
import { openPostgres } from './database.js';
import { PostgresPublicationStore } from './postgres-publication-store.js';

describe('PostgresPublicationStore under kill -9 (docs/decisions/102)', () => {
  it('leaves one generation whole, the old or the new, after 40 kills at random moments, and commits again after each', async () => {
    const lanes = await Promise.all([1, 2].map(async () => ({ engine: 'postgres' as const, url: await freshPostgresDatabase() })));
    const started = performance.now();
    const tally = await killCommittersAtRandom(40, lanes, async (database) => {
      const pool = await openPostgres((database as { url: string }).url, { max: 1 });
      return { store: new PostgresPublicationStore(pool, new SystemClock()), close: () => pool.end() };
    });
    console.log(`40 kills in ${((performance.now() - started) / 1000).toFixed(1)} s:`, JSON.stringify({ ...tally, problems: tally.problems.length }));
    expect(tally.problems).toEqual([]);
    expect(tally.runs).toBe(40);
    expect(tally.discarded).toBeGreaterThan(0);
  }, 120_000);
});
