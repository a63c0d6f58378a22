import type { PublicationChange } from './catalogue-publishing.js';
import type { CatalogueRecordKey } from './catalogue-store.js';

/*
 * The public site's pages as the operator reviews a change (issue 38 points 4 and 5, docs/decisions/115): where a
 * record shows, and the pages drafts would change, drawn with the drafts by the renderer a publish uses, without
 * publishing anything. Its adapter is the publisher's (domain/publishing/page-previews.ts).
 */

/** A page of the site: its address, the title it is listed by, and what it read of the catalogue (docs/decisions/101). */
export interface SitePage {
  readonly path: string;
  readonly title: string;
  readonly reads: readonly string[];
}

/** The pages a set of changes would draw differently, and those it would take off the site. */
export interface PreviewedPages {
  readonly pages: readonly SitePage[];
  readonly withdrawn: readonly SitePage[];
}

export interface CataloguePreviewing {
  /** The pages the site serves now. */
  publishedPages(): Promise<SitePage[]>;
  /** The pages the changes would change, laid over what is published (UnpublishableChangeError when they do not hold together). */
  pagesChanged(changes: readonly PublicationChange[]): Promise<PreviewedPages>;
  /** The page at `path` drawn with the changes laid over what is published: its HTML, or undefined when the site would have no such page. */
  page(changes: readonly PublicationChange[], path: string): Promise<string | undefined>;
}

/** What a preview address grants: one page, drawn with the drafts of these records (null: every draft), until `expiresAt`. */
export interface PreviewGrant {
  readonly path: string;
  readonly records: readonly CatalogueRecordKey[] | null;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

/** A grant as its address carries it: with the reference of the admin session that asked (docs/decisions/021). */
export interface SignedPreviewGrant extends PreviewGrant {
  readonly session: string;
}

/** Signs preview addresses (an HMAC, as upload URLs are: adapters/crypto) and reads them back. */
export interface PreviewSigner {
  /** The token of an address for the grant, bound to the admin session whose token is `sessionToken`. */
  sign(grant: PreviewGrant, sessionToken: string): string;
  /** The grant a token carries, or undefined when the signer did not make it (forged, altered, not a token). */
  open(token: string): SignedPreviewGrant | undefined;
}
