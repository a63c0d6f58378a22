import { describe, expect, it } from 'vitest';
import { SCHEDULED_CHANGE_COLUMNS, scheduledChangeOf } from './scheduled-change-row.js';

const row = {
  id: '7',
  collection: 'tours',
  record_id: 'arenal-volcano-hike',
  kind: 'update',
  data: { price: 59 },
  base_version: 3,
  run_at: '1796133600000',
  scheduled_at: 1796047200000,
  state: 'pending',
  claimed_until: null,
  outcome: null,
  finished_at: null,
};

describe('a scheduled change as the SQL stores keep it (docs/decisions/104)', () => {
  it('reads numbers given as text or numbers, and times in ms as ISO 8601', () => {
    expect(scheduledChangeOf(row)).toEqual({
      id: 7,
      collection: 'tours',
      recordId: 'arenal-volcano-hike',
      kind: 'update',
      data: { price: 59 },
      baseVersion: 3,
      runAt: '2026-12-01T14:00:00.000Z',
      scheduledAt: '2026-11-30T14:00:00.000Z',
      state: 'pending',
    });
  });

  it('gives the claim, the outcome and the end only where the row holds them', () => {
    expect(scheduledChangeOf({ ...row, state: 'pending', claimed_until: 1796133660000 })).toMatchObject({ claimedUntil: '2026-12-01T14:01:00.000Z' });
    const ended = scheduledChangeOf({ ...row, kind: 'archive', data: null, state: 'done', outcome: 'Made as version 4 and published.', finished_at: '1796133601000' });
    expect(ended).toMatchObject({ kind: 'archive', data: null, state: 'done', outcome: 'Made as version 4 and published.', finishedAt: '2026-12-01T14:00:01.000Z' });
    expect(ended).not.toHaveProperty('claimedUntil');
  });

  it('names every column of a row for the stores to select', () => {
    expect(SCHEDULED_CHANGE_COLUMNS.split(', ')).toEqual(Object.keys(row));
  });
});
