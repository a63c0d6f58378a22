import type { ChangeSet } from './change-set-store.js';
import { costaRicaTimeOf } from './costa-rica-time.js';

/*
 * The Catalogue view's list of bulk price changes (issue 38 point 8, docs/decisions/136): each change set, however long
 * ago it was made, with what it did and Restore, so one restore undoes it at any later time, not only the last one.
 */

export interface ChangeSetLine {
  readonly changeSet: number;
  /** '2026-11-30 06:00': Costa Rica time. */
  readonly when: string;
  /** '+5 % on 2 records', '−10.00 USD on 3 records', 'Restore of change set 1 on 2 records'. */
  readonly what: string;
  /** 'tours/arenal-hike 165 → 173.25', one per record. */
  readonly prices: readonly string[];
}

const signed = (value: number, text: string) => `${value < 0 ? '−' : '+'}${text}`;

/** What a change set did, in the operator's words. */
export function changeSetLineOf(set: ChangeSet): ChangeSetLine {
  const count = `on ${set.records.length} ${set.records.length === 1 ? 'record' : 'records'}`;
  const how =
    set.by === 'restore' ? `Restore of change set ${set.restores}` : set.by === 'percent' ? `${signed(set.value, `${Math.abs(set.value)} %`)}` : `${signed(set.value, `${Math.abs(set.value).toFixed(2)} USD`)}`;
  return {
    changeSet: set.changeSet,
    when: costaRicaTimeOf(new Date(set.at)).replace('T', ' '),
    what: `${how} ${count}`,
    prices: set.records.map((record) => `${record.collection}/${record.id} ${record.before} → ${record.after}`),
  };
}
