import type { Clock } from '../kernel/clock.js';
import { RepeatingTask } from '../kernel/repeating-task.js';
import type { Scheduler } from '../kernel/scheduler.js';
import { sameData } from './catalogue-changes.js';
import {
  CatalogueItemNotFoundError,
  CatalogueRecordInUseError,
  InvalidCatalogueRecordError,
  InvalidCatalogueRequestError,
  keyText,
  UnknownCollectionError,
  UnpublishableChangeError,
} from './catalogue-editing-errors.js';
import type { CatalogueEditor } from './catalogue-editor.js';
import type { CataloguePublisher } from './catalogue-publisher.js';
import { StaleRecordError, type CatalogueStore } from './catalogue-store.js';
import type { ScheduledChange, ScheduledChangeEnding, ScheduledChangeStore } from './scheduled-change-store.js';

/** How often each server looks for due changes: a change is made at most this long after its time. */
export const SCHEDULED_CHANGE_POLL_MS = 5_000;

/**
 * How long a server's claim on a change holds: far longer than making and publishing one takes, and what a change
 * waits, at most, once the server making it stopped in the middle (docs/decisions/104).
 */
export const SCHEDULED_CHANGE_LEASE_MS = 60_000;

/** The refusals that end a change as failed (the record or the catalogue is not as the change needs); anything else is retried. */
const REFUSALS = [StaleRecordError, InvalidCatalogueRecordError, CatalogueRecordInUseError, UnpublishableChangeError, CatalogueItemNotFoundError, InvalidCatalogueRequestError, UnknownCollectionError];

/**
 * Makes and publishes each scheduled change once it is due (issue 36 point 6, docs/decisions/104), on every server: a
 * change is claimed atomically in the shared store for a lease, so two servers never make it at once, and a claim a
 * stopped server leaves runs out and the change is taken up again. Each step can be run again without doing it twice:
 * a change already made (the record's next revision holds it) is not made again, and a record already published at
 * that version has nothing left to publish. A change whose record moved on since it was scheduled, or that the
 * catalogue or the publisher refuses, ends as failed, saying why.
 */
export class ScheduledChangeRunner {
  /** The look for due changes, every SCHEDULED_CHANGE_POLL_MS once started (the kernel's one repeating round). */
  private readonly rounds: RepeatingTask;

  constructor(
    private readonly changes: ScheduledChangeStore,
    private readonly store: CatalogueStore,
    private readonly editor: CatalogueEditor,
    private readonly publisher: CataloguePublisher,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    /** This server's name in its claims, unique among the servers. */
    private readonly claimant: string,
    /** Told of a round that failed for an unforeseen reason (the database away): the change is taken up again once its claim runs out. */
    onError: (error: unknown) => void,
  ) {
    this.rounds = new RepeatingTask(scheduler, SCHEDULED_CHANGE_POLL_MS, () => this.runDue(), onError);
  }

  /** Looks for due changes now, then every SCHEDULED_CHANGE_POLL_MS, until stop. */
  start(): void {
    this.rounds.start();
  }

  /** Looks no more, and waits for the change under way, if any. */
  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** Makes every change due now that no other server is making; gives those it ended. */
  async runDue(): Promise<ScheduledChange[]> {
    const ended: ScheduledChange[] = [];
    for (let change = await this.claim(); change !== undefined; change = await this.claim()) {
      const ending = await this.endingOf(change);
      if (await this.changes.finish(change.id, this.claimant, ending, this.clock.now())) ended.push((await this.changes.get(change.id))!);
    }
    return ended;
  }

  private claim(): Promise<ScheduledChange | undefined> {
    return this.changes.claimDue(this.clock.now(), this.claimant, SCHEDULED_CHANGE_LEASE_MS);
  }

  private async endingOf(change: ScheduledChange): Promise<ScheduledChangeEnding> {
    try {
      return await this.make(change);
    } catch (error) {
      if (REFUSALS.some((refusal) => error instanceof refusal)) return { state: 'failed', outcome: `Not made: ${(error as Error).message}` };
      throw error;
    }
  }

  private async make(change: ScheduledChange): Promise<ScheduledChangeEnding> {
    const key = { collection: change.collection, id: change.recordId };
    const made = change.baseVersion + 1;
    if (!(await this.alreadyMade(change))) {
      if (change.kind === 'update') await this.editor.update(key, change.data, change.baseVersion);
      else await this.editor.archive(key, change.baseVersion);
    }
    const { version } = await this.editor.read(key);
    if (version !== made) {
      return { state: 'failed', outcome: `Made as version ${made}, but ${keyText(key)} changed again since (version ${version}) and was not published; publish it from the list.` };
    }
    const publication = await this.publisher.publish([key]);
    if (publication.outcome === 'refused') {
      const reasons = publication.reasons.map((reason) => `${reason.page}: ${reason.audit}: ${reason.message}`).join('; ');
      return { state: 'failed', outcome: `Made as version ${made}, a draft: the publication was refused (${reasons}).` };
    }
    const pages = publication.pages.length === 0 ? '' : `; pages re-rendered: ${publication.pages.join(', ')}`;
    return { state: 'done', outcome: `Made as version ${made} and published${pages}.` };
  }

  /**
   * Whether a server that stopped in the middle made the change already: the record's next revision left the change's
   * data (an archiving's is null, as is what an archiving revision leaves).
   */
  private async alreadyMade(change: ScheduledChange): Promise<boolean> {
    const next = (await this.store.revisions(change.collection, change.recordId)).find((revision) => revision.version === change.baseVersion + 1);
    return next !== undefined && sameData(next.after, change.data);
  }
}
