import { describe, expect, it } from 'vitest';
import type { ScheduledChangeRunner } from '../../domain/catalogue/scheduled-change-runner.js';
import { CatalogueEditingAtStart } from './catalogue-editing-at-start.js';
import type { CatalogueSeedingAtStart } from './catalogue-seeding-at-start.js';

/** What the start did, in order, with a seeding that ends `ready` or not. */
async function startWith(ready: boolean): Promise<string[]> {
  const said: string[] = [];
  const seeding = { finished: Promise.resolve(ready).then((value) => (said.push('seeded'), value)) } as unknown as CatalogueSeedingAtStart;
  const runner = { start: () => said.push('runner started'), stop: async () => void said.push('runner stopped') } as unknown as ScheduledChangeRunner;
  const start = new CatalogueEditingAtStart(seeding, runner, () => void said.push('published records drawn into this build'));
  await start.onApplicationBootstrap();
  await start.beforeApplicationShutdown();
  return said;
}

describe('the catalogue editing at start (docs/decisions/103, 104, 105)', () => {
  it('draws the published records into a new build once the seeding has ended, then starts looking for due changes; stops at the shutdown', async () => {
    expect(await startWith(true)).toEqual(['seeded', 'published records drawn into this build', 'runner started', 'runner stopped']);
  });

  it('starts nothing when the seeding stopped the start', async () => {
    expect(await startWith(false)).toEqual(['seeded', 'runner stopped']);
  });
});
