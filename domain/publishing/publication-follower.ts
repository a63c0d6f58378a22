import type { CancelTask, Scheduler } from '../kernel/scheduler.js';
import { NO_GENERATION, type Publication, type PublicationHead, type PublicationStore } from './publication-store.js';

/** How often a server asks which generation is current (docs/decisions/102): a change shows on every server within 2 s. */
export const PUBLICATION_POLL_MS = 500;

/** What a follower tells its server's log. */
export interface PublicationFollowerLog {
  /** The store could not be read, or the publication not prepared: told once per run of failures. */
  readFailed(error: unknown, servedGeneration: number): void;
  /** The first good read after failures. */
  readAgain(servedGeneration: number): void;
  /** The current generation was rendered for another build than the server's: told once per generation. */
  otherBuild(head: PublicationHead, buildId: string): void;
}

export interface PublicationFollowerOptions<Served> {
  readonly buildId: string;
  readonly pollMs?: number;
  /**
   * Turns a publication into what the server answers from (its pages ready to send), before it is swapped in. With
   * `previous` (what the server served), the publication was read with `filesChangedAfter` that generation: its files
   * are the ones changed since, `unchangedFiles` names the ones to keep from `previous` (docs/decisions/108).
   */
  readonly prepare: (publication: Publication, previous: Served | undefined) => Served;
  readonly log: PublicationFollowerLog;
}

/**
 * One server's copy of the current publication (docs/decisions/102). It asks the store for the head every `pollMs`;
 * when the generation changed it reads the publication whole, prepares it, and swaps one reference, so each answer
 * comes from one generation. A publication rendered for another build is not served (its pages name that build's
 * assets): the build's own pages are, until a publication for this build comes. A failed read keeps what is served.
 */
export class PublicationFollower<Served> {
  /** The generation read last and what it serves; undefined until a publication was read. */
  private latest: { readonly generation: number; readonly served: Served | undefined } | undefined;
  private polling: Promise<void> = Promise.resolve();
  private failing = false;
  private stopped = false;
  private next: CancelTask | undefined;

  constructor(
    private readonly store: PublicationStore,
    private readonly scheduler: Scheduler,
    private readonly options: PublicationFollowerOptions<Served>,
  ) {}

  /** What the server answers from now; undefined while it serves its build alone. */
  get served(): Served | undefined {
    return this.latest?.served;
  }

  /** The generation served, or NO_GENERATION while the server serves its build alone. */
  get servedGeneration(): number {
    return this.latest?.served === undefined ? NO_GENERATION : this.latest.generation;
  }

  /** Reads the current publication once, then follows it every `pollMs` until `stop`. */
  async start(): Promise<void> {
    await this.refresh();
    this.scheduleNext();
  }

  /** One read, after any read under way: once it settles, a commit made before the call is served (a publisher's own server). */
  refresh(): Promise<void> {
    this.polling = this.polling.then(() => this.poll());
    return this.polling;
  }

  stop(): void {
    this.stopped = true;
    this.next?.();
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.next = this.scheduler.schedule(this.options.pollMs ?? PUBLICATION_POLL_MS, () => void this.refresh().then(() => this.scheduleNext()));
  }

  private async poll(): Promise<void> {
    try {
      const head = await this.store.head();
      if (head !== undefined && head.generation !== this.latest?.generation) {
        // Only what changed since the generation served, when one is; never the records or the pages' facts, which answers do not need.
        const previous = this.latest?.served === undefined ? undefined : { generation: this.latest.generation, served: this.latest.served };
        const publication = await this.store.current({ withRecords: false, withPages: false, ...(previous && { filesChangedAfter: previous.generation }) });
        if (publication !== undefined) this.take(publication, previous?.served);
      }
      if (this.failing) this.options.log.readAgain(this.servedGeneration);
      this.failing = false;
    } catch (error) {
      if (!this.failing && !this.stopped) this.options.log.readFailed(error, this.servedGeneration);
      this.failing = true;
    }
  }

  private take(publication: Publication, previous: Served | undefined): void {
    const { head } = publication;
    if (head.buildId === this.options.buildId) {
      this.latest = { generation: head.generation, served: this.options.prepare(publication, previous) };
    } else {
      this.options.log.otherBuild(head, this.options.buildId);
      this.latest = { generation: head.generation, served: undefined };
    }
  }
}
