import { Fragment, startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MarketplaceImageMap } from '../../domain/marketplace/marketplace-image-source.js';
import { MarketplaceImagesApiToken, TourImagesApiToken } from '../../domain/tokens.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { cardPhotoOf, type PhotoCard, type TourCardPhotosProps } from './card-photos.js';
import { HOME_IMAGES_RETRIES, HOME_IMAGES_STALE_MS, PUBLIC_TOUR_IMAGES_RETRIES, PUBLIC_TOUR_IMAGES_STALE_MS } from '../api/image-cache-rules.js';
import { SharedLoad } from '../api/shared-load.js';
import { useService } from '../services.js';
import { badge } from './badge.js';
import { TourCardPhoto } from './tour-card-photo.js';
import { PHOTO_BADGE_SLOT_ATTRIBUTE, PHOTO_SLOT_ATTRIBUTE } from './tour-card-slots.js';

/**
 * The page's photo calls, one each whatever asks (docs/product.md §7): the custom images kept 5 minutes and never
 * retried, the curated home images kept an hour and retried once. Module-level, so every page of the app shares them.
 */
const customImagesLoad = new SharedLoad<TourImage[]>({ maxAgeMs: PUBLIC_TOUR_IMAGES_STALE_MS, retries: PUBLIC_TOUR_IMAGES_RETRIES });
const curatedImagesLoad = new SharedLoad<MarketplaceImageMap>({ maxAgeMs: HOME_IMAGES_STALE_MS, retries: HOME_IMAGES_RETRIES });

interface CardSlots {
  readonly photo: Element;
  readonly badge: Element;
}

/** The photo and badge slots of the page's cards, by tour id (a card may be on the page once only). */
function slotsIn(document: Document, cards: readonly PhotoCard[]): ReadonlyMap<string, CardSlots> {
  const slots = new Map<string, CardSlots>();
  for (const card of cards) {
    const photo = document.querySelector(`[${PHOTO_SLOT_ATTRIBUTE}="${CSS.escape(card.id)}"]`);
    const badgeSlot = document.querySelector(`[${PHOTO_BADGE_SLOT_ATTRIBUTE}="${CSS.escape(card.id)}"]`);
    if (photo && badgeSlot) slots.set(card.id, { photo, badge: badgeSlot });
  }
  return slots;
}

/**
 * The photos of a page's tour cards, as one island (docs/decisions/083): the cards are static HTML, each with an
 * empty photo slot; this asks for the page's photos once through the ports, then draws each card's photo and badge
 * into its slots. It renders nothing at the prerender and until the photos arrive: a failed call is logged and the
 * cards keep their drawings (docs/product.md §8).
 */
export function TourCardPhotos({ cards, curated }: TourCardPhotosProps) {
  const tourImagesApi = useService(TourImagesApiToken);
  const marketplaceImagesApi = useService(MarketplaceImagesApiToken);
  const [customImages, setCustomImages] = useState<readonly TourImage[]>([]);
  const [curatedImages, setCuratedImages] = useState<MarketplaceImageMap | undefined>(undefined);
  const [slots, setSlots] = useState<ReadonlyMap<string, CardSlots>>(new Map());

  useEffect(() => setSlots(slotsIn(document, cards)), [cards]);

  useEffect(() => {
    let current = true;
    customImagesLoad.get(() => tourImagesApi.list()).then(
      (images) => {
        // A transition: the photos of every card are drawn in short slices, not one long task on a phone (docs/decisions/086).
        if (current) startTransition(() => setCustomImages(images));
      },
      (error: unknown) => console.warn(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [tourImagesApi]);

  useEffect(() => {
    // docs/product.md §7: the call runs only when the list is non-empty.
    if (curated.length === 0) return;
    let current = true;
    curatedImagesLoad.get(() => marketplaceImagesApi.imagesFor(curated)).then(
      (images) => {
        if (current) startTransition(() => setCuratedImages(images));
      },
      (error: unknown) => console.warn(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [marketplaceImagesApi, curated]);

  return cards.map((card) => {
    const photo = cardPhotoOf(card, customImages, curatedImages);
    const slot = slots.get(card.id);
    if (!photo || !slot) return null;
    return (
      <Fragment key={card.id}>
        {createPortal(<TourCardPhoto photo={photo} title={card.title} fallbackSrc={card.pictureSrc ?? undefined} imageLoading={card} />, slot.photo)}
        {createPortal(<span className={badge({ tone: 'purple' })}>{photo.badge}</span>, slot.badge)}
      </Fragment>
    );
  });
}
