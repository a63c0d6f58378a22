import { describe, expect, it } from 'vitest';
import { InMemoryCatalogueStore } from '../../adapters/memory/in-memory-catalogue-store.js';
import { InMemoryCataloguePublishing } from '../../adapters/memory/in-memory-catalogue-publishing.js';
import { InMemoryScheduledChangeStore } from '../../adapters/memory/in-memory-scheduled-change-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aCatalogueDocument, aPublicTour } from '../../test-support/catalogue-documents.js';
import { rejectionOf } from '../../test-support/rejection.js';
import { catalogueRecordsOf } from './catalogue-document.js';
import { CatalogueEditor } from './catalogue-editor.js';
import { CatalogueItemNotFoundError, InvalidCatalogueRecordError, InvalidCatalogueRequestError, ScheduledChangeNotPendingError } from './catalogue-editing-errors.js';
import { CatalogueSchedule } from './catalogue-schedule.js';
import { StaleRecordError } from './catalogue-store.js';

const HIKE = { collection: 'tours', id: 'arenal-volcano-hike' };
const { id: _id, ...hikeData } = aPublicTour();
const cheaperHike = { ...hikeData, price: 59 };

async function aSchedule() {
  // 06:00 in Costa Rica.
  const clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));
  const store = new InMemoryCatalogueStore(clock);
  await store.replaceAll(catalogueRecordsOf(aCatalogueDocument()));
  const changes = new InMemoryScheduledChangeStore();
  return { clock, changes, schedule: new CatalogueSchedule(new CatalogueEditor(store, new InMemoryCataloguePublishing()), changes, clock) };
}

describe('scheduling a catalogue change (issue 36 point 6, docs/decisions/104)', () => {
  it('keeps an update for a time given in Costa Rica time, and says it read the time so', async () => {
    const { schedule } = await aSchedule();
    const scheduled = await schedule.schedule(HIKE, { kind: 'update', data: cheaperHike, version: 1, at: '2026-12-01T08:00' });
    expect(scheduled).toEqual({
      id: 1,
      collection: 'tours',
      recordId: 'arenal-volcano-hike',
      kind: 'update',
      data: cheaperHike,
      baseVersion: 1,
      runAt: '2026-12-01T14:00:00.000Z',
      scheduledAt: '2026-11-30T12:00:00.000Z',
      state: 'pending',
      runAtCostaRica: '2026-12-01T08:00',
      timeZone: 'America/Costa_Rica (UTC−6, no daylight saving time)',
      note: '2026-12-01T08:00 was read as Costa Rica time (America/Costa_Rica (UTC−6, no daylight saving time)): 2026-12-01T14:00:00.000Z.',
    });
    const { note: _note, ...listed } = scheduled;
    expect(await schedule.list()).toEqual([listed]);
  });

  it('keeps an archiving, and a time given with its offset as it says, without the note', async () => {
    const { schedule } = await aSchedule();
    const turtles = { collection: 'tours', id: 'tortuguero-turtle-night-walk' };
    const scheduled = await schedule.schedule(turtles, { kind: 'archive', data: { ignored: true }, version: 1, at: '2026-12-01T14:00Z' });
    expect(scheduled).toMatchObject({ kind: 'archive', data: null, runAt: '2026-12-01T14:00:00.000Z', runAtCostaRica: '2026-12-01T08:00' });
    expect(scheduled.note).toBeUndefined();
  });

  it('refuses a time that is not one, or that is not later than now, and keeps nothing', async () => {
    const { schedule, changes } = await aSchedule();
    const refusal = (at: string) => rejectionOf(schedule.schedule(HIKE, { kind: 'update', data: cheaperHike, version: 1, at }));
    expect(await refusal('tomorrow at 8')).toEqual(new InvalidCatalogueRequestError('at "tomorrow at 8" is not a time such as 2026-12-01T08:00 (Costa Rica time), or 2026-12-01T14:00Z with its offset.'));
    expect(await refusal('2026-11-30T05:59')).toEqual(new InvalidCatalogueRequestError('at "2026-11-30T05:59" is past: it is 2026-11-30T06:00 in Costa Rica now; give a later time.'));
    expect(await refusal('2026-11-30T06:00')).toBeInstanceOf(InvalidCatalogueRequestError);
    const deletion = { kind: 'delete' as unknown as 'archive', version: 1, at: '2026-12-01T08:00' };
    expect(await rejectionOf(schedule.schedule(HIKE, deletion))).toEqual(new InvalidCatalogueRequestError('kind "delete" is not a change: it must be one of "update", "archive".'));
    expect(await changes.list()).toEqual([]);
  });

  it('refuses a change that could not be made now: data the catalogue would not hold, a stale version, no such record', async () => {
    const { schedule, changes } = await aSchedule();
    const at = '2026-12-01T08:00';
    expect(await rejectionOf(schedule.schedule(HIKE, { kind: 'update', data: { ...hikeData, price: 0 }, version: 1, at }))).toBeInstanceOf(InvalidCatalogueRecordError);
    expect(await rejectionOf(schedule.schedule(HIKE, { kind: 'update', data: cheaperHike, version: 4, at }))).toBeInstanceOf(StaleRecordError);
    expect(await rejectionOf(schedule.schedule({ collection: 'tours', id: 'atlantis-tour' }, { kind: 'archive', version: 1, at }))).toBeInstanceOf(CatalogueItemNotFoundError);
    expect(await changes.list()).toEqual([]);
  });

  it('cancels a pending change, and no other', async () => {
    const { schedule, changes, clock } = await aSchedule();
    const first = await schedule.schedule(HIKE, { kind: 'update', data: cheaperHike, version: 1, at: '2026-12-01T08:00' });
    expect(await schedule.cancel(first.id)).toMatchObject({ id: first.id, state: 'cancelled', finishedAt: '2026-11-30T12:00:00.000Z', runAtCostaRica: '2026-12-01T08:00' });
    expect(await rejectionOf(schedule.cancel(first.id))).toEqual(new ScheduledChangeNotPendingError('Scheduled change 1 is cancelled already; only a pending change can be cancelled.'));
    expect(await rejectionOf(schedule.cancel(99))).toEqual(new CatalogueItemNotFoundError('There is no scheduled change 99.'));
    const second = await schedule.schedule(HIKE, { kind: 'update', data: cheaperHike, version: 1, at: '2026-11-30T06:01' });
    clock.advance(60_000);
    await changes.claimDue(clock.now(), 'a-server', 60_000);
    expect(await rejectionOf(schedule.cancel(second.id))).toEqual(new ScheduledChangeNotPendingError('Scheduled change 2 is being made right now; it cannot be cancelled.'));
  });
});
