import { adminViewPath } from '../admin/admin-view-address.js';
import type { OpenSessions } from '../admin/session-table.js';
import { ADMIN_CATALOGUE_PREVIEWS_PATH } from '../api-paths.js';
import type { Clock } from '../kernel/clock.js';
import { recordKeyOf } from './catalogue-changes.js';
import { problemsOfPublication } from './catalogue-consistency.js';
import { checkedKey } from './catalogue-editor.js';
import { CatalogueItemNotFoundError, keyText, recordNotFound, UnpublishableChangeError } from './catalogue-editing-errors.js';
import type { CataloguePreviewing, PreviewSigner, SitePage } from './catalogue-previewing.js';
import { pendingOf, requireDrafts } from './catalogue-publisher.js';
import type { CataloguePublishing } from './catalogue-publishing.js';
import { pageReadsChange } from './catalogue-reader.js';
import { referencesTo } from './catalogue-references.js';
import type { CatalogueEntry, CatalogueRecordKey, CatalogueStore } from './catalogue-store.js';
import { recordTitleOf } from './catalogue-table.js';

/*
 * What the operator looks at before publishing (issue 38 points 4 and 5, docs/decisions/115): where a record is used,
 * and each page the drafts change, drawn with them, at an address the admin page can load in a frame.
 */

/** docs/decisions/115: a preview address is good for 15 minutes, and only while the session that asked is open. */
export const PREVIEW_LIFETIME_MS = 15 * 60 * 1000;

/** A page that shows a record: by reading it (`record`), or by reading its whole collection, a list or filter (`collection`). */
export interface PageUse {
  readonly path: string;
  readonly title: string;
  readonly via: 'record' | 'collection';
  /** When the record has a draft: the signed address of this page drawn with it (docs/decisions/115, 136). */
  readonly draftUrl?: string;
}

/**
 * A record that names another, and where: `listing.tourIds[2]`; `page` is the path when the record is a page. Named as
 * the operator knows it (its title), with the admin address of its editor, where a listing is reordered.
 */
export interface RecordUse extends CatalogueRecordKey {
  readonly field: string;
  readonly page?: string;
  readonly title: string;
  readonly editor: string;
}

export interface RecordUsage {
  readonly pages: readonly PageUse[];
  readonly records: readonly RecordUse[];
}

/**
 * Where a record is used: the site's pages whose reads reach it (the rule by which a publish draws pages again,
 * pageReadsChange, docs/decisions/101), and the records that name it (docs/decisions/103's references).
 */
export function recordUsage(key: CatalogueRecordKey, pages: readonly SitePage[], records: readonly CatalogueEntry[]): RecordUsage {
  return {
    pages: pages
      .filter((page) => pageReadsChange(page.reads, [key]))
      .map(({ path, title, reads }) => ({ path, title, via: reads.includes(keyText(key)) ? 'record' : 'collection' })),
    records: referencesTo(records, key).map(({ from, field }) => ({
      collection: from.collection,
      id: from.id,
      field,
      ...(from.page === undefined ? {} : { page: from.page }),
      title: recordTitleOf(from.id, records.find((record) => record.collection === from.collection && record.id === from.id)?.data),
      editor: adminViewPath({ view: 'catalogue', record: { collection: from.collection, id: from.id } }),
    })),
  };
}

/** One page the drafts change: its title, the address of its draft and of the live page. */
export interface PagePreview {
  readonly path: string;
  readonly title: string;
  /** Loads in a frame without the session's header: the token in it stands for the session. */
  readonly draftUrl: string;
  readonly liveUrl: string;
  /** True when the site has no such page yet: the live address answers 404 until it is published. */
  readonly isNew: boolean;
}

export interface Previews {
  readonly expiresAt: string;
  readonly previews: readonly PagePreview[];
  /** Pages the drafts would take off the site. */
  readonly withdrawn: readonly { readonly path: string; readonly title: string }[];
}

/** Why a preview address is not answered: it was not made here, it is past its 15 minutes, or its session ended. */
export class PreviewAddressRefusedError extends Error {
  constructor(readonly reason: 'forged' | 'expired' | 'revoked') {
    const why = { forged: 'is not one this site made', expired: 'has expired (15 minutes)', revoked: 'belongs to a session that has ended (signed out or timed out)' }[reason];
    super(`This preview address ${why}: ask for the previews again from the admin page.`);
    this.name = 'PreviewAddressRefusedError';
  }
}

export class CatalogueReview {
  constructor(
    private readonly store: CatalogueStore,
    private readonly publishing: CataloguePublishing,
    private readonly previewing: CataloguePreviewing,
    private readonly signer: PreviewSigner,
    private readonly sessions: OpenSessions,
    private readonly clock: Clock,
  ) {}

  /**
   * Where the record is used: the pages showing it now, the live records naming it. When the record has a draft, each
   * page also gets the signed address of its preview with that draft for the session whose token is `sessionToken`
   * (drawn when loaded, like the previews' own addresses).
   */
  async usage(key: CatalogueRecordKey, sessionToken?: string): Promise<RecordUsage> {
    const { collection, id } = checkedKey(key.collection, key.id);
    const [live, archived, pages] = await Promise.all([this.store.list(), this.store.listArchived(collection), this.previewing.publishedPages()]);
    const known = live.some((record) => record.collection === collection && record.id === id) || archived.some((record) => record.id === id);
    if (!known) throw recordNotFound(key);
    const usage = recordUsage(key, pages, live);
    if (sessionToken === undefined || (await pendingOf(this.store, this.publishing, [key])).changes.length === 0) return usage;
    const expiresAt = this.clock.now().getTime() + PREVIEW_LIFETIME_MS;
    const records = [{ collection, id }];
    return { ...usage, pages: usage.pages.map((page) => ({ ...page, draftUrl: `${ADMIN_CATALOGUE_PREVIEWS_PATH}/${this.signer.sign({ path: page.path, records, expiresAt }, sessionToken)}` })) };
  }

  /**
   * The pages the drafts of `keys` (every draft when absent) change, each with a signed address of its draft for the
   * session whose token is `sessionToken`. A named record with no draft is 400; drafts that would not hold together
   * once published are 409, as their publication would be.
   */
  async previews(keys: readonly CatalogueRecordKey[] | undefined, sessionToken: string): Promise<Previews> {
    const { changes, published } = await pendingOf(this.store, this.publishing, keys);
    requireDrafts(keys, changes, 'preview');
    const problems = problemsOfPublication(published, changes);
    if (problems.length > 0) throw new UnpublishableChangeError(problems);
    const expiresAt = this.clock.now().getTime() + PREVIEW_LIFETIME_MS;
    const { pages, withdrawn } = await this.previewing.pagesChanged(changes);
    const live = new Set((await this.previewing.publishedPages()).map((page) => page.path));
    const records = keys === undefined ? null : keys.map(({ collection, id }) => ({ collection, id }));
    return {
      expiresAt: new Date(expiresAt).toISOString(),
      previews: pages.map(({ path, title }) => ({
        path,
        title,
        draftUrl: `${ADMIN_CATALOGUE_PREVIEWS_PATH}/${this.signer.sign({ path, records, expiresAt }, sessionToken)}`,
        liveUrl: path,
        isNew: !live.has(path),
      })),
      withdrawn: withdrawn.map(({ path, title }) => ({ path, title })),
    };
  }

  /** The HTML of a preview address's page, drawn with the drafts as they are now; PreviewAddressRefusedError unless the address is good. */
  async previewPage(token: string): Promise<string> {
    const grant = this.signer.open(token);
    if (grant === undefined) throw new PreviewAddressRefusedError('forged');
    if (this.clock.now().getTime() >= grant.expiresAt) throw new PreviewAddressRefusedError('expired');
    if (!(await this.sessions.isOpen(grant.session))) throw new PreviewAddressRefusedError('revoked');
    // A named record published or discarded since keeps no draft: the page is drawn with what is left.
    const named = grant.records === null ? undefined : new Set(grant.records.map(recordKeyOf));
    const { changes } = await pendingOf(this.store, this.publishing);
    const html = await this.previewing.page(named === undefined ? changes : changes.filter((change) => named.has(recordKeyOf(change))), grant.path);
    if (html === undefined) throw new CatalogueItemNotFoundError(`With these drafts the site has no page ${grant.path}.`);
    return html;
  }
}
