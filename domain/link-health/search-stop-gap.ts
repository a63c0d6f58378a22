import { marketplaceBookingUrl } from '../affiliate/marketplace-link.js';

/** Why a stop-gap cannot be made: the record is not a public tour, or its link already searches for its title. */
export class StopGapRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StopGapRefusedError';
  }
}

/**
 * The safe stop-gap for a broken tour link (issue 40 point 6, docs/decisions/130): the tour's booking link searches
 * the marketplace for the tour's title instead of its search term, with the partner id, so a visitor still finds the
 * tour and the click still earns. It is an edit of the tour's `searchTerm`, published like any other, so it reaches
 * every page that lists the tour; the operator fixes the record properly in the catalogue editor later.
 */
export function searchStopGap(tour: unknown, partnerId: string): { readonly data: Record<string, unknown>; readonly previousTerm: string; readonly url: string } {
  const record = tour as { readonly visibility?: unknown; readonly searchTerm?: unknown; readonly title?: { readonly en?: unknown } } | null;
  if (record?.visibility !== 'public' || typeof record.searchTerm !== 'string') throw new StopGapRefusedError('Only a public tour has a booking link to send to a search');
  const title = record.title?.en;
  if (typeof title !== 'string') throw new StopGapRefusedError('The tour has no title to search for');
  if (record.searchTerm === title) throw new StopGapRefusedError(`The link already searches for the tour's title, "${title}"`);
  return { data: { ...(record as Record<string, unknown>), searchTerm: title }, previousTerm: record.searchTerm, url: marketplaceBookingUrl(partnerId, title) };
}

/**
 * A pending draft of a tour after the stop-gap changed its published record (docs/decisions/140): it searches for the
 * title as well, so publishing it later does not bring the broken link back, unless the draft changes the search term
 * itself: that is the operator's real fix under way, which the stop-gap must not overwrite.
 */
export function draftAfterStopGap(draft: unknown, published: unknown, title: string): Record<string, unknown> {
  const record = draft as Record<string, unknown>;
  const fixing = record.searchTerm !== (published as { readonly searchTerm?: unknown }).searchTerm;
  return fixing ? record : { ...record, searchTerm: title };
}
