import { responsivePhotoOf } from '../../domain/images/responsive-photo.js';
import { homeTourImage } from '../../domain/marketplace/home-tour-image.js';
import type { MarketplaceImageMap } from '../../domain/marketplace/marketplace-image-source.js';
import type { ImageLoading } from '../../domain/presentation/image-loading.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { customTourImageFor } from '../../domain/tours/tour-id-mapping.js';
import type { CardPhoto } from './tour-card-photo.js';

/** A card on the page whose drawing a photo may replace, as the island's props carry it (JSON: null, not undefined). */
export type PhotoCard = {
  readonly id: string;
  readonly title: string;
  /** The admin tour whose operator photo the card shows (docs/product.md §3 mapping), null when unlinked. */
  readonly adminTourId: number | null;
  /** The card's drawing: what a failed photo falls back to, and what the curated rule compares with. */
  readonly pictureSrc: string | null;
  readonly loading: ImageLoading['loading'];
  readonly fetchPriority: ImageLoading['fetchPriority'];
};

/** A home card asking for a curated marketplace photo (docs/product.md §7 POST /api/{marketplace}/images). */
export type CuratedTour = { readonly tourId: string; readonly title: string; readonly bookingUrl: string };

export type TourCardPhotosProps = {
  readonly cards: readonly PhotoCard[];
  /** The home page's tours (docs/product.md §2 Home); empty elsewhere, where no curated photo is asked for. */
  readonly curated: readonly CuratedTour[];
};

/** Which cards the island may give a photo: a linked tour everywhere, and every home card (curated). */
export function photoCardsOf(
  tours: readonly { readonly id: string; readonly title: string; readonly adminTourId?: number | undefined; readonly picture?: { readonly src: string } | undefined }[],
  loadingOf: (index: number) => ImageLoading,
  { curated }: { curated: boolean },
): PhotoCard[] {
  return tours.flatMap((tour, index) =>
    curated || tour.adminTourId !== undefined
      ? [{ id: tour.id, title: tour.title, adminTourId: tour.adminTourId ?? null, pictureSrc: tour.picture?.src ?? null, ...loadingOf(index) }]
      : [],
  );
}

/**
 * The photo a card shows instead of its drawing (docs/product.md §2, §3): the operator's own photo of a linked tour
 * first, else, on the home page, the curated marketplace photo; else none, and the card keeps its drawing.
 */
export function cardPhotoOf(card: PhotoCard, customImages: readonly TourImage[], curated: MarketplaceImageMap | undefined): CardPhoto | undefined {
  const custom = customTourImageFor({ adminTourId: card.adminTourId ?? undefined }, customImages);
  if (custom) return { photo: responsivePhotoOf(custom.imageURL, custom.variants), badge: 'Custom Image' };
  if (!curated) return undefined;
  const image = homeTourImage({ id: card.id, image: card.pictureSrc ?? '' }, curated);
  return image.curated ? { photo: { src: image.src, sources: [] }, badge: 'Curated' } : undefined;
}
