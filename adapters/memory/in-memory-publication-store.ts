import { codeUnitOrder } from '../../domain/catalogue/catalogue-changes.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { planCommit, publicationAfter } from '../../domain/publishing/publication-commit.js';
import type { CurrentOptions, Publication, PublicationCommit, PublicationHead, PublicationStore } from '../../domain/publishing/publication-store.js';

/** What instances made by `sharing()` have in common: the current publication. */
interface PublicationState {
  publication?: Publication;
  /** The generation each file of the overlay was written or withdrawn in, as the databases' rows keep it. */
  fileGenerations?: Map<string, number>;
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

  async current({ withFiles = true, withRecords = true, withPages = true, filesChangedAfter }: CurrentOptions = {}): Promise<Publication | undefined> {
    const publication = this.state.publication;
    if (publication === undefined) return undefined;
    const generations = this.state.fileGenerations ?? new Map<string, number>();
    const changed = (file: string) => filesChangedAfter === undefined || generations.get(file)! > filesChangedAfter;
    const names = [...publication.files.map((file) => file.file), ...publication.withdrawnFiles].sort(codeUnitOrder);
    return structuredClone({
      ...publication,
      records: withRecords ? publication.records : [],
      pages: withPages ? publication.pages : {},
      files: withFiles ? publication.files.filter((file) => changed(file.file)) : [],
      withdrawnFiles: withFiles ? publication.withdrawnFiles.filter(changed) : [],
      ...(withFiles && filesChangedAfter !== undefined ? { unchangedFiles: names.filter((file) => !changed(file)) } : {}),
    });
  }

  async commit(next: PublicationCommit): Promise<PublicationHead> {
    const plan = planCommit(this.state.publication?.head, next, this.clock.now().toISOString());
    this.state.publication = publicationAfter(this.state.publication, { ...plan, files: structuredClone(plan.files) });
    const generations = plan.replacesOverlay ? new Map<string, number>() : (this.state.fileGenerations ?? new Map<string, number>());
    for (const file of [...plan.removedFiles, ...plan.files.map((written) => written.file)]) generations.set(file, plan.head.generation);
    this.state.fileGenerations = generations;
    return { ...plan.head };
  }
}
