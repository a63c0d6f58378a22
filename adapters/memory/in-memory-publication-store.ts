import type { Clock } from '../../domain/kernel/clock.js';
import { planCommit, publicationAfter } from '../../domain/publishing/publication-commit.js';
import type { CurrentOptions, Publication, PublicationCommit, PublicationHead, PublicationStore } from '../../domain/publishing/publication-store.js';

/** What instances made by `sharing()` have in common: the current publication. */
interface PublicationState {
  publication?: Publication;
}

/**
 * The published pages in memory, for tests and the in-memory assemblies (docs/decisions/102): a commit happens at
 * once, between two awaits, so it is atomic; what goes in and comes out is copied, as a database would;
 * `sharing()` gives a second instance over the same publication (a second server).
 */
export class InMemoryPublicationStore implements PublicationStore {
  constructor(
    private readonly clock: Clock = { now: () => new Date() },
    private readonly state: PublicationState = {},
  ) {}

  sharing(): InMemoryPublicationStore {
    return new InMemoryPublicationStore(this.clock, this.state);
  }

  async head(): Promise<PublicationHead | undefined> {
    return this.state.publication && { ...this.state.publication.head };
  }

  async current({ withFiles = true }: CurrentOptions = {}): Promise<Publication | undefined> {
    const publication = this.state.publication;
    if (publication === undefined) return undefined;
    return structuredClone(withFiles ? publication : { ...publication, files: [], withdrawnFiles: [] });
  }

  async commit(next: PublicationCommit): Promise<PublicationHead> {
    const plan = planCommit(this.state.publication?.head, next, this.clock.now().toISOString());
    this.state.publication = publicationAfter(this.state.publication, { ...plan, files: structuredClone(plan.files) });
    return { ...plan.head };
  }
}
