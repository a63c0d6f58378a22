import { describe, expect, it } from 'vitest';
import type { ScheduledChangeView } from './catalogue-schedule.js';
import { pendingScheduledChanges, scheduledChangesSentence } from './scheduled-changes-list.js';

const change = (id: number, overrides: Partial<ScheduledChangeView>): ScheduledChangeView => ({
  id,
  collection: 'tours',
  recordId: 'arenal-volcano-hike',
  kind: 'update',
  data: {},
  baseVersion: 2,
  runAt: '2026-12-01T14:00:00.000Z',
  runAtCostaRica: '2026-12-01T08:00',
  scheduledAt: '2026-11-28T10:00:00.000Z',
  state: 'pending',
  timeZone: 'America/Costa_Rica (UTC−6, no daylight saving time)',
  ...overrides,
});

describe('the list of every scheduled change', () => {
  it('lists the pending changes of every collection, soonest first, in Costa Rica time, saying what each does', () => {
    const changes = [
      change(1, { runAt: '2026-12-02T14:00:00.000Z', runAtCostaRica: '2026-12-02T08:00' }),
      change(2, { collection: 'hotels', recordId: 'nayara', kind: 'archive', baseVersion: 3, runAt: '2026-12-01T14:00:00.000Z', runAtCostaRica: '2026-12-01T08:00' }),
      change(3, { state: 'done' }),
      change(4, { state: 'cancelled' }),
      change(5, { state: 'failed' }),
    ];
    expect(pendingScheduledChanges(changes)).toEqual([
      { id: 2, collection: 'hotels', recordId: 'nayara', when: '2026-12-01 08:00', what: 'Archive version 3' },
      { id: 1, collection: 'tours', recordId: 'arenal-volcano-hike', when: '2026-12-02 08:00', what: 'Publish version 2' },
    ]);
  });

  it('orders changes due at the same instant as they were scheduled', () => {
    expect(pendingScheduledChanges([change(7, {}), change(6, {})]).map((line) => line.id)).toEqual([6, 7]);
  });

  it('says how many changes are scheduled', () => {
    expect(scheduledChangesSentence([])).toBe('No change is scheduled.');
    expect(scheduledChangesSentence(pendingScheduledChanges([change(1, {})]))).toBe('1 change is scheduled.');
    expect(scheduledChangesSentence(pendingScheduledChanges([change(1, {}), change(2, {})]))).toBe('2 changes are scheduled.');
  });
});
