import type { CatalogueEditor } from '../catalogue/catalogue-editor.js';
import type { CataloguePublisher, Publication } from '../catalogue/catalogue-publisher.js';
import type { CataloguePublishing } from '../catalogue/catalogue-publishing.js';
import { SETTINGS_RECORD_ID } from '../catalogue/schema/settings-schema.js';
import { draftAfterStopGap, searchStopGap, StopGapRefusedError } from './search-stop-gap.js';

/**
 * What a stop-gap did: the tour's booking link now, the search term it replaced, the publication, the record's
 * version after it, and whether a pending draft of the tour was kept a draft (unpublished).
 */
export interface StopGapMade {
  readonly url: string;
  readonly previousTerm: string;
  readonly version: number;
  readonly publication: Publication;
  readonly draftKept: boolean;
}

/**
 * "Send to the partner's search" for a broken tour link, in one click (issue 40 point 6, docs/decisions/130, 140): the
 * published tour's search term becomes its title and that one record is published at once, so every page listing the
 * tour links to the search from the next generation on. Only the live link changes: a draft pending on the tour is
 * set aside for the publish and written back after it, still a draft (carrying the stop-gap, unless it changes the
 * search term itself). The record's revisions keep the old term for the real fix.
 */
export class TourSearchStopGap {
  constructor(
    private readonly editor: CatalogueEditor,
    private readonly publisher: CataloguePublisher,
    private readonly publishing: CataloguePublishing,
  ) {}

  async apply(tourId: string): Promise<StopGapMade> {
    const key = { collection: 'tours', id: tourId };
    const [tour, settings, published] = await Promise.all([this.editor.read(key), this.editor.read({ collection: 'settings', id: SETTINGS_RECORD_ID }), this.publishing.publishedRecords()]);
    const live = published.find((record) => record.collection === key.collection && record.id === tourId);
    if (live === undefined) throw new StopGapRefusedError('The tour is not on the site yet: it has no live link to stop');
    const partnerId = (settings.data as { readonly marketplace: { readonly partnerId: string } }).marketplace.partnerId;
    const stopGap = searchStopGap(live.data, partnerId);
    const made = { url: stopGap.url, previousTerm: stopGap.previousTerm };
    const saved = await this.editor.update(key, stopGap.data, tour.version);
    if (tour.version === live.version) return { ...made, version: saved.version, publication: await this.publisher.publish([key]), draftKept: false };
    const outcome = await this.publisher.publish([key]).then(
      (publication) => ({ publication }),
      (error: unknown) => ({ error }),
    );
    // Whatever the publish did, the draft comes back, one version on from the one published.
    const restored = await this.editor.update(key, draftAfterStopGap(tour.data, live.data, stopGap.data.searchTerm as string), saved.version);
    if ('error' in outcome) throw outcome.error;
    return { ...made, version: restored.version, publication: outcome.publication, draftKept: true };
  }
}
