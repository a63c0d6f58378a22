import { describe, expect, it } from 'vitest';
import { InMemoryPublicationStore } from '../../adapters/memory/in-memory-publication-store.js';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { aPublicationCommit, aPublishedPage } from '../../test-support/publications.js';
import { PUBLICATION_POLL_MS, PublicationFollower, type PublicationFollowerLog } from './publication-follower.js';
import { NO_GENERATION, type CurrentOptions, type Publication, type PublicationStore } from './publication-store.js';

/** A store whose reads can be made to fail, over a memory store. */
class FlakyStore implements PublicationStore {
  failing: 'head' | 'current' | 'emptied' | undefined;
  readonly reads = { head: 0, current: 0 };
  /** The options of each `current` read. */
  readonly asked: (CurrentOptions | undefined)[] = [];
  constructor(readonly inner = new InMemoryPublicationStore()) {}
  async head() {
    this.reads.head++;
    if (this.failing === 'head') throw new Error('connection refused');
    return this.inner.head();
  }
  async current(options?: CurrentOptions) {
    this.reads.current++;
    this.asked.push(options);
    if (this.failing === 'current') throw new Error('statement timeout');
    return this.failing === 'emptied' ? undefined : this.inner.current(options);
  }
  commit = (next: Parameters<PublicationStore['commit']>[0]) => this.inner.commit(next);
}

/** A follower of a flaky memory store on a virtual timeline; `served` is the generation's page text, `said` the log. */
function following(options: { buildId?: string; pollMs?: number; prepare?: (publication: Publication, previous: string | undefined) => string } = {}) {
  const store = new FlakyStore();
  const scheduler = new InMemoryScheduler();
  const said: string[] = [];
  const log: PublicationFollowerLog = {
    readFailed: (error, served) => said.push(`failed (${(error as Error).message}), serving ${served}`),
    readAgain: (served) => said.push(`read again, serving ${served}`),
    otherBuild: (head, buildId) => said.push(`generation ${head.generation} is for ${head.buildId}, not ${buildId}`),
  };
  const prepare = options.prepare ?? ((publication: Publication) => new TextDecoder().decode(publication.files[0]!.body));
  const follower = new PublicationFollower(store, scheduler, { buildId: options.buildId ?? 'build-1', pollMs: options.pollMs, prepare, log });
  /** Commits generation n+1 whose one page says `text`. */
  const publish = async (text: string, buildId = 'build-1') => {
    const basedOn = (await store.inner.head())?.generation ?? NO_GENERATION;
    await store.commit(aPublicationCommit({ basedOn, buildId, files: [aPublishedPage('index.html', text)] }));
  };
  /** Lets the virtual time pass, and every read it starts finish. */
  const wait = async (ms: number) => {
    for (let step = 0; step < ms; step += 50) {
      scheduler.advance(50);
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    }
  };
  return { store, scheduler, follower, said, publish, wait };
}

describe('a server following the current publication (docs/decisions/102)', () => {
  it('serves its build alone while nothing is published', async () => {
    const { follower, scheduler } = following();
    await follower.start();
    expect(follower.served).toBeUndefined();
    expect(follower.servedGeneration).toBe(NO_GENERATION);
    expect(scheduler.waiting).toBe(1);
  });

  it('serves the current generation from its start, prepared', async () => {
    const { follower, publish } = following();
    await publish('first');
    await follower.start();
    expect(follower.served).toBe('first');
    expect(follower.servedGeneration).toBe(1);
  });

  it('swaps in a new generation at the next poll, every 500 ms by default', async () => {
    const { follower, publish, wait, store } = following();
    await follower.start();
    await publish('second');
    await wait(PUBLICATION_POLL_MS - 50);
    expect(follower.served).toBeUndefined();
    await wait(50);
    expect(follower.served).toBe('second');
    await publish('third');
    await wait(PUBLICATION_POLL_MS);
    expect([follower.served, follower.servedGeneration]).toEqual(['third', 2]);
    expect(store.reads.current).toBe(2);
  });

  it("reads neither the records nor the pages' facts, and after a first generation only the files changed since it (docs/decisions/108, 143)", async () => {
    const { follower, publish, store } = following();
    await publish('first');
    await follower.start();
    await publish('second');
    await follower.refresh();
    expect(store.asked).toEqual([
      { withRecords: false, withPages: false },
      { withRecords: false, withPages: false, filesChangedAfter: 1 },
    ]);
  });

  it('reads only the head while the generation stays the same', async () => {
    const { follower, publish, wait, store } = following({ pollMs: 100 });
    await publish('first');
    await follower.start();
    await wait(1000);
    expect(store.reads).toEqual({ head: 11, current: 1 });
  });

  it('reads now when asked, after any read under way, so the publisher\'s own server serves its commit at once', async () => {
    const { follower, publish } = following();
    await follower.start();
    await publish('mine');
    await follower.refresh();
    expect(follower.served).toBe('mine');
  });

  it('keeps serving the last generation when the store cannot be read, says so once, and says when it reads again', async () => {
    const { follower, publish, wait, store, said } = following();
    await publish('first');
    await follower.start();
    store.failing = 'head';
    await wait(3 * PUBLICATION_POLL_MS);
    expect(follower.served).toBe('first');
    store.failing = 'current';
    await publish('second');
    await wait(2 * PUBLICATION_POLL_MS);
    expect(follower.served).toBe('first');
    expect(said).toEqual(['failed (connection refused), serving 1']);
    store.failing = undefined;
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBe('second');
    expect(said).toEqual(['failed (connection refused), serving 1', 'read again, serving 2']);
    await wait(PUBLICATION_POLL_MS);
    expect(said).toHaveLength(2);
  });

  it('keeps serving the last generation when the publication is gone by the time it is read (a database emptied meanwhile)', async () => {
    const { follower, publish, wait, store, said } = following();
    await publish('first');
    await follower.start();
    await publish('second');
    store.failing = 'emptied';
    await wait(PUBLICATION_POLL_MS);
    expect([follower.served, said]).toEqual(['first', []]);
    store.failing = undefined;
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBe('second');
  });

  it('keeps serving the last generation when a new one cannot be prepared, and tries again at each poll', async () => {
    let broken = true;
    const { follower, publish, wait, said } = following({
      prepare: (publication) => {
        const text = new TextDecoder().decode(publication.files[0]!.body);
        if (text === 'bad' && broken) throw new Error('cannot prepare');
        return text;
      },
    });
    await publish('good');
    await follower.start();
    await publish('bad');
    await wait(2 * PUBLICATION_POLL_MS);
    expect([follower.served, said]).toEqual(['good', ['failed (cannot prepare), serving 1']]);
    broken = false;
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBe('bad');
  });

  it('serves its build alone while the publication is for another build, said once per generation', async () => {
    const { follower, publish, wait, said } = following({ buildId: 'build-2' });
    await publish('for build 1');
    await follower.start();
    expect(follower.served).toBeUndefined();
    await wait(2 * PUBLICATION_POLL_MS);
    expect(said).toEqual(['generation 1 is for build-1, not build-2']);
    await publish('for build 2', 'build-2');
    await wait(PUBLICATION_POLL_MS);
    expect([follower.served, follower.servedGeneration]).toEqual(['for build 2', 2]);
    await publish('for build 1 again', 'build-1');
    await wait(PUBLICATION_POLL_MS);
    expect([follower.served, follower.servedGeneration]).toEqual([undefined, NO_GENERATION]);
    expect(said).toEqual(['generation 1 is for build-1, not build-2', 'generation 3 is for build-1, not build-2']);
  });

  it('stops polling when stopped, and tells no failure after', async () => {
    const { follower, publish, wait, scheduler, store, said } = following();
    await follower.start();
    follower.stop();
    expect(scheduler.waiting).toBe(0);
    await publish('late');
    await wait(2 * PUBLICATION_POLL_MS);
    expect(follower.served).toBeUndefined();
    store.failing = 'head';
    await follower.refresh();
    expect(said).toEqual([]);
  });

  it('takes a stop before its start', () => {
    const { follower } = following();
    expect(() => follower.stop()).not.toThrow();
  });

  it('does not poll again after a stop that comes while a read is under way', async () => {
    const { follower, wait, scheduler } = following();
    await follower.start();
    scheduler.advance(PUBLICATION_POLL_MS);
    follower.stop();
    await wait(100);
    expect(scheduler.waiting).toBe(0);
  });

  it('reads only the files changed since the generation it serves, never the records, and prepares them over what it served (docs/decisions/108)', async () => {
    const prepared: unknown[] = [];
    const { follower, store, wait } = following({
      prepare: (publication, previous) => {
        prepared.push({ files: publication.files.map((file) => file.file), unchanged: publication.unchangedFiles, records: publication.records, previous });
        return `generation ${publication.head.generation}`;
      },
    });
    await store.commit(aPublicationCommit({ files: [aPublishedPage('index.html', 'one'), aPublishedPage('tours/index.html', 'tours')] }));
    await follower.start();
    await store.commit(aPublicationCommit({ basedOn: 1, files: [aPublishedPage('index.html', 'two')] }));
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBe('generation 2');
    expect(prepared).toEqual([
      { files: ['index.html', 'tours/index.html'], unchanged: undefined, records: [], previous: undefined },
      { files: ['index.html'], unchanged: ['tours/index.html'], records: [], previous: 'generation 1' },
    ]);
  });

  it('reads a generation whole again after serving its build alone for another build\'s generation', async () => {
    const previousOf: (string | undefined)[] = [];
    const { follower, store, wait } = following({
      prepare: (publication, previous) => {
        previousOf.push(previous);
        return `generation ${publication.head.generation}, ${publication.files.length} files`;
      },
    });
    await store.commit(aPublicationCommit({ files: [aPublishedPage('index.html', 'one'), aPublishedPage('tours/index.html', 'tours')] }));
    await follower.start();
    await store.commit(aPublicationCommit({ basedOn: 1, buildId: 'build-2', files: [aPublishedPage('index.html', 'two')] }));
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBeUndefined();
    await store.commit(aPublicationCommit({ basedOn: 2, files: [aPublishedPage('index.html', 'three'), aPublishedPage('tours/index.html', 'tours')] }));
    await wait(PUBLICATION_POLL_MS);
    expect(follower.served).toBe('generation 3, 2 files');
    expect(previousOf).toEqual([undefined, undefined]);
  });
});
