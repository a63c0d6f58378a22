import { catalogueDocumentOf } from '../catalogue/catalogue-document.js';
import type { CataloguePublishing } from '../catalogue/catalogue-publishing.js';
import type { CatalogueCollection } from '../catalogue/catalogue-document.js';
import type { LinkTargetSource } from './link-target-source.js';
import { linkTargetsOf, type LinkTarget } from './link-target.js';

/** The links of the catalogue as the public site shows it (docs/decisions/103): drafts are not checked until published. */
export class PublishedLinkTargets implements LinkTargetSource {
  constructor(private readonly publishing: CataloguePublishing) {}

  async targets(): Promise<LinkTarget[]> {
    const records = await this.publishing.publishedRecords();
    return linkTargetsOf(catalogueDocumentOf(records.map(({ collection, id, data }) => ({ collection: collection as CatalogueCollection, id, data: data as Record<string, unknown> }))));
  }
}
