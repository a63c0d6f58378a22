import { describe, expect, it } from 'vitest';
import { changeSetLineOf } from './change-set-list.js';
import type { ChangeSet } from './change-set-store.js';

const aRaise: ChangeSet = {
  changeSet: 1,
  at: '2026-11-30T12:00:00.000Z',
  by: 'percent',
  value: 5,
  records: [
    { collection: 'tours', id: 'arenal-hike', version: 2, before: 165, after: 173.25 },
    { collection: 'products', id: 'boruca-mask', version: 4, before: 89.99, after: 94.49 },
  ],
};

describe('a change set as the list of bulk price changes tells it', () => {
  it('says when in Costa Rica time, how prices moved and on how many records, and each price before and after', () => {
    expect(changeSetLineOf(aRaise)).toEqual({
      changeSet: 1,
      when: '2026-11-30 06:00',
      what: '+5 % on 2 records',
      prices: ['tours/arenal-hike 165 → 173.25', 'products/boruca-mask 89.99 → 94.49'],
    });
  });

  it('tells a cut by percent or by an amount, a raise by an amount, and a restore', () => {
    const one = [aRaise.records[0]!];
    expect(changeSetLineOf({ ...aRaise, value: -10, records: one }).what).toBe('−10 % on 1 record');
    expect(changeSetLineOf({ ...aRaise, by: 'amount', value: -10 }).what).toBe('−10.00 USD on 2 records');
    expect(changeSetLineOf({ ...aRaise, by: 'amount', value: 2.5 }).what).toBe('+2.50 USD on 2 records');
    expect(changeSetLineOf({ ...aRaise, changeSet: 2, by: 'restore', value: 0, restores: 1 }).what).toBe('Restore of change set 1 on 2 records');
    expect(changeSetLineOf({ ...aRaise, value: 0 }).what).toBe('+0 % on 2 records');
  });
});
