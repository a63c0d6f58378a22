import type { ScheduledChangeView } from './catalogue-schedule.js';

/*
 * The Catalogue view's list of every scheduled change (issue 38 point 7, docs/decisions/135): the changes still to
 * come, of every collection, in the order they will happen, each with its time in Costa Rica time and what it does,
 * so the operator sees at one glance what the site will do by itself, and cancels one without opening its record.
 */

export interface ScheduledChangeLine {
  readonly id: number;
  readonly collection: string;
  readonly recordId: string;
  /** '2026-12-01 08:00': Costa Rica time, as the operator chose it. */
  readonly when: string;
  /** 'Publish version 2' or 'Archive version 3'. */
  readonly what: string;
}

/** The pending changes, soonest first (ties in the order they were scheduled): done, failed and cancelled ones are history. */
export function pendingScheduledChanges(changes: readonly ScheduledChangeView[]): ScheduledChangeLine[] {
  return changes
    .filter((change) => change.state === 'pending')
    .toSorted((a, b) => Date.parse(a.runAt) - Date.parse(b.runAt) || a.id - b.id)
    .map((change) => ({
      id: change.id,
      collection: change.collection,
      recordId: change.recordId,
      when: change.runAtCostaRica.replace('T', ' '),
      what: `${change.kind === 'update' ? 'Publish' : 'Archive'} version ${change.baseVersion}`,
    }));
}

/** What the list says of itself, for its heading and the screen reader: 'No change is scheduled.', '1 change is scheduled.'. */
export function scheduledChangesSentence(lines: readonly ScheduledChangeLine[]): string {
  if (lines.length === 0) return 'No change is scheduled.';
  return lines.length === 1 ? '1 change is scheduled.' : `${lines.length} changes are scheduled.`;
}
