import type { CatalogueEditor } from '../catalogue/catalogue-editor.js';
import type { CataloguePublisher, Publication } from '../catalogue/catalogue-publisher.js';
import { SETTINGS_RECORD_ID } from '../catalogue/schema/settings-schema.js';
import { searchStopGap } from './search-stop-gap.js';

/** What a stop-gap did: the tour's booking link now, the search term it replaced, and the publication. */
export interface StopGapMade {
  readonly url: string;
  readonly previousTerm: string;
  readonly version: number;
  readonly publication: Publication;
}

/**
 * "Send to the partner's search" for a broken tour link, in one click (issue 40 point 6, docs/decisions/130): the tour
 * record's search term becomes its title, and that one record is published at once, so every page listing the tour
 * links to the search from the next generation on. The record's revisions keep the old term for the real fix.
 */
export class TourSearchStopGap {
  constructor(
    private readonly editor: CatalogueEditor,
    private readonly publisher: CataloguePublisher,
  ) {}

  async apply(tourId: string): Promise<StopGapMade> {
    const key = { collection: 'tours', id: tourId };
    const [tour, settings] = await Promise.all([this.editor.read(key), this.editor.read({ collection: 'settings', id: SETTINGS_RECORD_ID })]);
    const partnerId = (settings.data as { readonly marketplace: { readonly partnerId: string } }).marketplace.partnerId;
    const stopGap = searchStopGap(tour.data, partnerId);
    const saved = await this.editor.update(key, stopGap.data, tour.version);
    const publication = await this.publisher.publish([key]);
    return { url: stopGap.url, previousTerm: stopGap.previousTerm, version: saved.version, publication };
  }
}
