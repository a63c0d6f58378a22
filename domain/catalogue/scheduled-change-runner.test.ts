import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { InMemoryScheduledChangeStore } from '../../adapters/memory/in-memory-scheduled-change-store.js';
import { InMemoryScheduler } from '../../adapters/memory/in-memory-scheduler.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueEditor } from './catalogue-editor.js';
import { CataloguePublisher } from './catalogue-publisher.js';
import { CatalogueSchedule } from './catalogue-schedule.js';
import type { CatalogueRecordKey } from './catalogue-store.js';
import type { ScheduledChangeStore } from './scheduled-change-store.js';
import { SCHEDULED_CHANGE_LEASE_MS, SCHEDULED_CHANGE_POLL_MS, ScheduledChangeRunner } from './scheduled-change-runner.js';

const HIKE = { collection: 'tours', id: 'arenal-volcano-hike' };
const MISTICO = { collection: 'tours', id: 'mistico-hanging-bridges' };
const TURTLES = { collection: 'tours', id: 'tortuguero-turtle-night-walk' };
/** 08:00 in Costa Rica, an hour after the clock's start. */
const DUE = '2026-12-01T08:00';

/** Lets every promise the in-memory adapters started settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A published catalogue, its schedule, and servers to run scheduled changes: each server with its own instances over
 * the shared records and changes (as servers on one database have), all publishing to one site.
 */
async function aScheduledCatalogue() {
  const clock = new ManualClock(new Date('2026-12-01T13:00:00Z'));
  const store = new InMemoryCatalogueStore(clock);
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const publishing = new InMemoryCataloguePublishing();
  const editor = new CatalogueEditor(store, publishing);
  const publisher = new CataloguePublisher(store, publishing);
  await publisher.publish();
  const changes = new InMemoryScheduledChangeStore();
  const schedule = new CatalogueSchedule(editor, changes, clock);
  const errors: unknown[] = [];
  const scheduler = new InMemoryScheduler();
  const server = (claimant: string, itsChanges: ScheduledChangeStore = changes.sharing()) => {
    const itsStore = store.sharing();
    return new ScheduledChangeRunner(itsChanges, itsStore, new CatalogueEditor(itsStore, publishing), new CataloguePublisher(itsStore, publishing), clock, scheduler, claimant, (error) => errors.push(error));
  };
  /** Schedules an update of `key` at DUE: its data as now, with `fields` changed. */
  const scheduleUpdate = async (key: CatalogueRecordKey, fields: Record<string, unknown>) => {
    const { data, version } = await editor.read(key);
    return schedule.schedule(key, { kind: 'update', data: { ...(data as object), ...fields }, version, at: DUE });
  };
  const untilDue = () => clock.advance(60 * 60_000);
  return { clock, store, publishing, editor, publisher, changes, schedule, scheduler, errors, server, scheduleUpdate, untilDue };
}

describe('the scheduled change runner (issue 36 point 6, docs/decisions/104)', () => {
  it('makes and publishes a change when it is due, not before, and once', async () => {
    const { server, scheduleUpdate, untilDue, editor, publishing, changes, clock } = await aScheduledCatalogue();
    const { id } = await scheduleUpdate(HIKE, { price: 59 });
    const runner = server('server-a');
    expect(await runner.runDue()).toEqual([]);
    untilDue();
    expect(await runner.runDue()).toEqual([
      expect.objectContaining({ id, state: 'done', outcome: 'Made as version 2 and published; pages re-rendered: /destinations/arenal, /tours.', finishedAt: clock.now().toISOString() }),
    ]);
    expect(await editor.read(HIKE)).toMatchObject({ version: 2, status: 'published', data: { price: 59 } });
    expect(await runner.runDue()).toEqual([]);
    expect(publishing.publications).toHaveLength(2);
    expect((await changes.get(id))?.claimedUntil).toBeUndefined();
  });

  it('archives a record when due, and takes it off the site', async () => {
    const { server, schedule, untilDue, editor } = await aScheduledCatalogue();
    await schedule.schedule(TURTLES, { kind: 'archive', version: 1, at: DUE });
    untilDue();
    expect(await server('server-a').runDue()).toEqual([expect.objectContaining({ state: 'done', outcome: 'Made as version 2 and published.' })]);
    expect(await editor.read(TURTLES)).toMatchObject({ status: 'archived', publishedVersion: null });
  });

  it('makes each of many due changes once with two servers running at once', async () => {
    const { server, scheduleUpdate, untilDue, publishing, store, changes } = await aScheduledCatalogue();
    await scheduleUpdate(HIKE, { price: 59 });
    await scheduleUpdate(MISTICO, { price: 60 });
    await scheduleUpdate({ collection: 'destinations', id: 'arenal' }, { description: { en: 'Volcano country, hot springs.' } });
    await scheduleUpdate({ collection: 'destinations', id: 'tortuguero' }, { description: { en: 'Canals, turtles.' } });
    await scheduleUpdate({ collection: 'hotels', id: 'nayara-springs' }, { reviewCount: 2200 });
    await scheduleUpdate({ collection: 'products', id: 'salsa-lizano' }, { price: 9.5 });
    untilDue();
    const [a, b] = await Promise.all([server('server-a').runDue(), server('server-b').runDue()]);
    expect([...a!, ...b!].map((change) => change.id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(a!.length).toBeGreaterThan(0);
    expect(b!.length).toBeGreaterThan(0);
    expect((await changes.list()).map((change) => change.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    // One publication at the start, then one per change; each record one version on.
    expect(publishing.publications).toHaveLength(7);
    expect((await store.revisions('products', 'salsa-lizano')).map((revision) => revision.version)).toEqual([1, 2]);
  });

  it('takes up a change whose server stopped after making it, once its claim ran out, and neither makes nor publishes it twice', async () => {
    const { server, scheduleUpdate, schedule, untilDue, changes, clock, editor, publisher, publishing, store } = await aScheduledCatalogue();
    const made = await scheduleUpdate(HIKE, { price: 59 });
    const madeAndPublished = await scheduleUpdate(MISTICO, { price: 60 });
    const archived = await schedule.schedule(TURTLES, { kind: 'archive', version: 1, at: DUE });
    untilDue();
    // The stopped server claimed all three, made them, published one, and ended none.
    for (let claim = 0; claim < 3; claim++) await changes.claimDue(clock.now(), 'stopped-server', SCHEDULED_CHANGE_LEASE_MS);
    await editor.update(HIKE, made.data, 1);
    await editor.update(MISTICO, madeAndPublished.data, 1);
    await editor.archive(TURTLES, 1);
    await publisher.publish([MISTICO]);
    const runner = server('server-b');
    expect(await runner.runDue()).toEqual([]);
    clock.advance(SCHEDULED_CHANGE_LEASE_MS);
    expect((await runner.runDue()).map(({ id, outcome }) => ({ id, outcome }))).toEqual([
      { id: made.id, outcome: 'Made as version 2 and published; pages re-rendered: /destinations/arenal, /tours.' },
      { id: madeAndPublished.id, outcome: 'Made as version 2 and published.' },
      { id: archived.id, outcome: 'Made as version 2 and published.' },
    ]);
    for (const key of [HIKE, MISTICO, TURTLES]) expect((await store.revisions(key.collection, key.id)).map((revision) => revision.version)).toEqual([1, 2]);
    // The start, the stopped server's one, the hike's and the archiving's.
    expect(publishing.publications).toHaveLength(4);
  });

  it('does not make a change whose record moved on since it was scheduled, and says why', async () => {
    const { server, scheduleUpdate, untilDue, editor, publishing } = await aScheduledCatalogue();
    const { data } = await scheduleUpdate(HIKE, { price: 59 });
    await editor.update(HIKE, { ...(data as object), price: 49 }, 1);
    untilDue();
    expect(await server('server-a').runDue()).toEqual([
      expect.objectContaining({ state: 'failed', outcome: 'Not made: The catalogue record tours/arenal-volcano-hike is at version 2, not 1' }),
    ]);
    expect(await editor.read(HIKE)).toMatchObject({ version: 2, data: { price: 49 } });
    expect(publishing.publications).toHaveLength(1);
  });

  it('does not archive a record a page lists by then, and says which', async () => {
    const { server, schedule, untilDue } = await aScheduledCatalogue();
    await schedule.schedule(MISTICO, { kind: 'archive', version: 1, at: DUE });
    untilDue();
    const [ended] = await server('server-a').runDue();
    expect(ended).toMatchObject({ state: 'failed' });
    expect(ended!.outcome).toMatch(/^Not made: tours\/mistico-hanging-bridges was not archived: the page \/canopy-tours, /);
  });

  it('ends a change made by a stopped server and changed again since as failed, unpublished', async () => {
    const { server, scheduleUpdate, untilDue, changes, clock, editor } = await aScheduledCatalogue();
    const { data } = await scheduleUpdate(HIKE, { price: 59 });
    untilDue();
    await changes.claimDue(clock.now(), 'stopped-server', SCHEDULED_CHANGE_LEASE_MS);
    await editor.update(HIKE, data, 1);
    await editor.update(HIKE, { ...(data as object), price: 49 }, 2);
    clock.advance(SCHEDULED_CHANGE_LEASE_MS);
    expect(await server('server-a').runDue()).toEqual([
      expect.objectContaining({
        state: 'failed',
        outcome: 'Made as version 2, but tours/arenal-volcano-hike changed again since (version 3) and was not published; publish it from the list.',
      }),
    ]);
    expect((await editor.read(HIKE)).status).toBe('draft');
  });

  it('ends a change the publisher refuses as failed, made as a draft', async () => {
    const { server, scheduleUpdate, untilDue, publishing, editor } = await aScheduledCatalogue();
    publishing.refuseWhen(() => [
      { page: '/tours', audit: 'outbound links', message: 'a tour link without the partner id' },
      { page: '/', audit: 'valid HTML', message: 'an unclosed element' },
    ]);
    await scheduleUpdate(HIKE, { price: 59 });
    untilDue();
    expect(await server('server-a').runDue()).toEqual([
      expect.objectContaining({ state: 'failed', outcome: 'Made as version 2, a draft: the publication was refused (/tours: outbound links: a tour link without the partner id; /: valid HTML: an unclosed element).' }),
    ]);
    expect((await editor.read(HIKE)).status).toBe('draft');
  });

  it('leaves a change it could not finish for an unforeseen reason claimed, and takes it up again once the claim runs out', async () => {
    const { server, scheduleUpdate, untilDue, publishing, clock, changes } = await aScheduledCatalogue();
    const { id } = await scheduleUpdate(HIKE, { price: 59 });
    untilDue();
    const publish = publishing.publish.bind(publishing);
    publishing.publish = async () => {
      throw new Error('the disk is full');
    };
    const runner = server('server-a');
    await expect(runner.runDue()).rejects.toThrow('the disk is full');
    expect(await changes.get(id)).toMatchObject({ state: 'pending', claimedUntil: new Date(clock.now().getTime() + SCHEDULED_CHANGE_LEASE_MS).toISOString() });
    publishing.publish = publish;
    clock.advance(SCHEDULED_CHANGE_LEASE_MS);
    expect(await runner.runDue()).toEqual([expect.objectContaining({ id, state: 'done' })]);
    expect(publishing.publications).toHaveLength(2);
  });

  it('does not end a change it made after its claim was taken over', async () => {
    const { server, scheduleUpdate, untilDue, changes, editor } = await aScheduledCatalogue();
    const { id } = await scheduleUpdate(HIKE, { price: 59 });
    untilDue();
    const itsChanges = changes.sharing();
    itsChanges.finish = async () => false;
    expect(await server('slow-server', itsChanges).runDue()).toEqual([]);
    expect((await editor.read(HIKE)).version).toBe(2);
    expect(await changes.get(id)).toMatchObject({ state: 'pending' });
  });

  it('stops at once when it never started', async () => {
    const { server, scheduler } = await aScheduledCatalogue();
    await server('server-a').stop();
    expect(scheduler.waiting).toBe(0);
  });

  it('looks no more once stopped in the middle of a round, after that round', async () => {
    const { server, scheduleUpdate, untilDue, scheduler, changes } = await aScheduledCatalogue();
    const { id } = await scheduleUpdate(HIKE, { price: 59 });
    untilDue();
    let release: () => void = () => undefined;
    const itsChanges = changes.sharing();
    const claimDue = itsChanges.claimDue.bind(itsChanges);
    itsChanges.claimDue = async (...args) => {
      await new Promise<void>((resolve) => (release = resolve));
      return claimDue(...args);
    };
    const runner = server('server-a', itsChanges);
    runner.start();
    scheduler.advance(0);
    const stopped = runner.stop();
    release();
    await settled();
    release();
    await stopped;
    expect((await changes.get(id))?.state).toBe('done');
    expect(scheduler.waiting).toBe(0);
  });

  it('looks for due changes at its start and every few seconds until stopped, telling of what fails', async () => {
    const { server, scheduleUpdate, schedule, scheduler, clock, changes, errors, editor } = await aScheduledCatalogue();
    const { id } = await scheduleUpdate(HIKE, { price: 59 });
    const later = await schedule.schedule(MISTICO, { kind: 'update', data: (await editor.read(MISTICO)).data, version: 1, at: '2026-12-01T10:00' });
    let looks = 0;
    const itsChanges = changes.sharing();
    const claimDue = itsChanges.claimDue.bind(itsChanges);
    itsChanges.claimDue = async (...args) => {
      looks++;
      if (looks === 2) throw new Error('the database is away');
      return claimDue(...args);
    };
    const runner = server('server-a', itsChanges);
    runner.start();
    scheduler.advance(0);
    await settled();
    expect(looks).toBe(1);
    scheduler.advance(SCHEDULED_CHANGE_POLL_MS);
    await settled();
    expect(errors).toEqual([new Error('the database is away')]);
    clock.advance(60 * 60_000);
    scheduler.advance(SCHEDULED_CHANGE_POLL_MS);
    await settled();
    expect((await changes.get(id))?.state).toBe('done');
    await runner.stop();
    clock.advance(2 * 60 * 60_000);
    scheduler.advance(10 * SCHEDULED_CHANGE_POLL_MS);
    await settled();
    expect(scheduler.waiting).toBe(0);
    expect((await changes.get(later.id))?.state).toBe('pending');
  });
});
