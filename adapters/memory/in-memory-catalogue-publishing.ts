import { recordKeyOf } from '../../domain/catalogue/catalogue-changes.js';
import { referencesOf } from '../../domain/catalogue/catalogue-references.js';
import type { PublicationChange, PublishedRecord, PublishOutcome, PublishRefusal } from '../../domain/catalogue/catalogue-publishing.js';
import { RecordsOnlyPublishing } from './records-only-publishing.js';

/** An audit of the fake: the refusals it finds in a publication (none to let it through). */
export type FakeAudit = (changes: readonly PublicationChange[]) => PublishRefusal[];

/** The path of a page record's data, if it has one. */
const pathOf = (data: unknown): string | undefined => {
  const path = (data as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : undefined;
};

/**
 * The fake publisher of the domain tests and @domain scenarios (docs/decisions/103): nothing is published at first; a
 * publication is run through the audits a test gives (`refuseWhen`) and refused whole when one finds a problem, and
 * otherwise "re-renders" the pages a real renderer would at least touch: each changed page, and each page naming a
 * changed record before or after. It counts every publication made, so a test sees that a change was published once.
 */
export class InMemoryCataloguePublishing extends RecordsOnlyPublishing {
  /** Every publication made, in order. */
  readonly publications: (readonly PublicationChange[])[] = [];
  private readonly audits: FakeAudit[] = [];

  constructor() {
    super(async () => []);
  }

  /** From now on, every publication is also checked by `audit`. */
  refuseWhen(audit: FakeAudit): void {
    this.audits.push(audit);
  }

  override async publish(changes: readonly PublicationChange[]): Promise<PublishOutcome> {
    const reasons = this.audits.flatMap((audit) => audit(changes));
    if (reasons.length > 0) return { outcome: 'refused', reasons };
    const before = await this.publishedRecords();
    await this.apply(changes);
    this.publications.push(changes);
    return { outcome: 'published', pages: pagesTouched(changes, before, await this.publishedRecords()) };
  }
}

function pagesTouched(changes: readonly PublicationChange[], before: readonly PublishedRecord[], after: readonly PublishedRecord[]): string[] {
  const changed = new Set(changes.map(recordKeyOf));
  const pages = new Set<string>();
  for (const change of changes) {
    if (change.collection !== 'pages') continue;
    const path = pathOf(change.data) ?? pathOf(before.find((record) => record.collection === 'pages' && record.id === change.id)?.data);
    if (path !== undefined) pages.add(path);
  }
  for (const record of [...before, ...after]) {
    for (const { from, to } of referencesOf(record)) if (from.page !== undefined && changed.has(recordKeyOf(to))) pages.add(from.page);
  }
  return [...pages].sort();
}
