import { marketplaceBookingUrl } from '../../domain/affiliate/marketplace-link.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { illustrationUrl, type IllustrationKind } from './illustrations.js';
import { siteConfig } from './site-config.js';

/** What a catalogue entry states; the booking link and the image are derived from it. */
export type PublicTourInput = Omit<PublicTour, 'bookingUrl' | 'imageUrl'> & {
  /** What the marketplace search looks for: the tour's real name and place. */
  readonly searchTerm: string;
  /** The designed illustration the card shows (docs/decisions/007). */
  readonly illustration: IllustrationKind;
};

/**
 * One catalogue tour: its booking link carries the partner id, medium, campaign and search term
 * (docs/product.md §1, domain/affiliate/marketplace-link.ts); its image is the illustration of its kind.
 */
export function publicTour({ searchTerm, illustration, ...fields }: PublicTourInput): PublicTour {
  return {
    ...fields,
    imageUrl: illustrationUrl(illustration),
    bookingUrl: marketplaceBookingUrl(siteConfig.marketplacePartnerId, searchTerm),
  };
}
