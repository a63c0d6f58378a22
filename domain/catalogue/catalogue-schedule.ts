import type { Clock } from '../kernel/clock.js';
import { CatalogueItemNotFoundError, InvalidCatalogueRequestError, ScheduledChangeNotPendingError } from './catalogue-editing-errors.js';
import type { CatalogueEditor } from './catalogue-editor.js';
import type { CatalogueRecordKey } from './catalogue-store.js';
import { COSTA_RICA_TIME_ZONE, costaRicaTimeOf, parseScheduleTime } from './costa-rica-time.js';
import { SCHEDULED_CHANGE_KINDS, type ScheduledChange, type ScheduledChangeKind, type ScheduledChangeStore } from './scheduled-change-store.js';

/** A change as the operator asks for it: what to do, the record's version read, and when ('2026-12-01T08:00': Costa Rica time). */
export interface ChangeToSchedule {
  readonly kind: ScheduledChangeKind;
  /** The record's new data, for an update. */
  readonly data?: unknown;
  readonly version: number;
  readonly at: string;
}

/** A scheduled change as the operator reads it: its due time in Costa Rica time too. */
export interface ScheduledChangeView extends ScheduledChange {
  /** '2026-12-01T08:00'. */
  readonly runAtCostaRica: string;
  readonly timeZone: typeof COSTA_RICA_TIME_ZONE;
  /** When the time asked for named no offset: that it was read as Costa Rica time, and the instant it is. */
  readonly note?: string;
}

const viewOf = (change: ScheduledChange): ScheduledChangeView => ({ ...change, runAtCostaRica: costaRicaTimeOf(new Date(change.runAt)), timeZone: COSTA_RICA_TIME_ZONE });

const notFound = (id: number) => new CatalogueItemNotFoundError(`There is no scheduled change ${id}.`);

/**
 * The operator's scheduled catalogue changes (issue 36 point 6, docs/decisions/104): an update or an archiving of one
 * record at a time given in Costa Rica time, checked as it would be made now (the record live at the version read, the
 * catalogue whole with the new data) and kept in the shared database; listed, and cancelled while pending. The
 * ScheduledChangeRunner makes and publishes each when it is due.
 */
export class CatalogueSchedule {
  constructor(
    private readonly editor: CatalogueEditor,
    private readonly changes: ScheduledChangeStore,
    private readonly clock: Clock,
  ) {}

  async schedule(key: CatalogueRecordKey, change: ChangeToSchedule): Promise<ScheduledChangeView> {
    if (!SCHEDULED_CHANGE_KINDS.includes(change.kind)) {
      throw new InvalidCatalogueRequestError(`kind "${String(change.kind)}" is not a change: it must be one of ${SCHEDULED_CHANGE_KINDS.map((kind) => `"${kind}"`).join(', ')}.`);
    }
    const time = parseScheduleTime(change.at);
    if (time === undefined) {
      throw new InvalidCatalogueRequestError(`at "${change.at}" is not a time such as 2026-12-01T08:00 (Costa Rica time), or 2026-12-01T14:00Z with its offset.`);
    }
    const now = this.clock.now();
    if (time.at.getTime() <= now.getTime()) {
      throw new InvalidCatalogueRequestError(`at "${change.at}" is past: it is ${costaRicaTimeOf(now)} in Costa Rica now; give a later time.`);
    }
    if (change.kind === 'update') await this.editor.checkUpdate(key, change.data, change.version);
    else await this.editor.checkLive(key, change.version);
    const stored = await this.changes.add({
      collection: key.collection,
      recordId: key.id,
      kind: change.kind,
      data: change.kind === 'update' ? change.data : null,
      baseVersion: change.version,
      runAt: time.at.toISOString(),
      scheduledAt: now.toISOString(),
    });
    const note = time.readAsCostaRicaTime ? { note: `${change.at} was read as Costa Rica time (${COSTA_RICA_TIME_ZONE}): ${stored.runAt}.` } : {};
    return { ...viewOf(stored), ...note };
  }

  /** Every scheduled change, by due time: pending, done, failed and cancelled. */
  async list(): Promise<ScheduledChangeView[]> {
    return (await this.changes.list()).map(viewOf);
  }

  /** Cancels a pending change that no server is making right now (409 otherwise). */
  async cancel(id: number): Promise<ScheduledChangeView> {
    const change = await this.changes.get(id);
    if (change === undefined) throw notFound(id);
    // The store cancels only a pending change no server is making: what it refuses is told from the change as it is then.
    if (await this.changes.cancel(id, this.clock.now())) return viewOf((await this.changes.get(id))!);
    const now = (await this.changes.get(id))!;
    throw new ScheduledChangeNotPendingError(
      now.state === 'pending'
        ? `Scheduled change ${id} is being made right now; it cannot be cancelled.`
        : `Scheduled change ${id} is ${now.state} already; only a pending change can be cancelled.`,
    );
  }
}
