import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Scheduler } from '../../domain/kernel/scheduler.js';
import { PublicationFollower, type PublicationFollowerLog } from '../../domain/publishing/publication-follower.js';
import { NO_GENERATION, type PublicationStore } from '../../domain/publishing/publication-store.js';
import { describeError } from '../http/error-cause.js';
import type { PublishedOverlay, SiteHeaders } from '../ui-hosting/ui-hosting.js';
import { servedPublication, type ServedPublication } from './served-publication.js';

const serving = (generation: number) => (generation === NO_GENERATION ? "its build's own pages" : `generation ${generation}`);

/** The follower's words in the operator's log. */
function publicationLog(logger: Logger): PublicationFollowerLog {
  return {
    readFailed: (error, served) => logger.warn(`The publication could not be read; this server keeps serving ${serving(served)} and tries again: ${describeError(error)}`),
    readAgain: (served) => logger.log(`The publication is read again; this server serves ${serving(served)}`),
    otherBuild: (head, buildId) =>
      logger.warn(`Generation ${head.generation} was published for build ${head.buildId}; this server runs build ${buildId} and serves its own pages until a publication for its build`),
  };
}

/**
 * This server's copy of the published pages (docs/decisions/102): started by createApp (server/app.ts) once the
 * headers of the site's answers are known, it follows the store's head and gives the UI hosting the current overlay.
 * A publisher calls `refresh` after its commit, so its own server serves the new generation at once; every other
 * server sees it at its next poll.
 */
export class PublishedSite implements OnModuleDestroy {
  private follower: PublicationFollower<ServedPublication> | undefined;

  constructor(
    private readonly store: PublicationStore,
    private readonly scheduler: Scheduler,
    /** The build this server serves: a publisher commits for it (docs/decisions/102). */
    readonly buildId: string,
    private readonly pollMs: number,
    private readonly logger = new Logger('Publication'),
  ) {}

  /** Reads the current publication before the server takes its first request, then follows it. */
  async start(headers: SiteHeaders): Promise<void> {
    this.follower = new PublicationFollower(this.store, this.scheduler, {
      buildId: this.buildId,
      pollMs: this.pollMs,
      prepare: (publication, previous) => servedPublication(publication, headers, previous),
      log: publicationLog(this.logger),
    });
    await this.follower.start();
  }

  /** What the server answers from now, ahead of its build; undefined while it serves its build alone. */
  overlay(): PublishedOverlay | undefined {
    return this.follower?.served;
  }

  /** The generation served, or NO_GENERATION. */
  get servedGeneration(): number {
    return this.follower?.servedGeneration ?? NO_GENERATION;
  }

  /** Reads the head now (after a commit on this server). */
  async refresh(): Promise<void> {
    await this.follower?.refresh();
  }

  onModuleDestroy(): void {
    this.follower?.stop();
  }
}
