import { MARKETPLACE_IMAGES_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { MarketplaceImageMap, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import type { MarketplaceImagesApi } from '../../domain/marketplace/marketplace-images-api.js';
import { MarketplaceImagesApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/** docs/product.md §7, §9: the home images are cached 1 hour (stale after 60 minutes) and retried once. */
export const HOME_IMAGES_STALE_MS = 60 * 60 * 1000;
export const HOME_IMAGES_RETRIES = 1;

export function marketplaceImagesQuery(api: MarketplaceImagesApi, tours: readonly MarketplaceTour[]) {
  return queryOptions({
    queryKey: [MARKETPLACE_IMAGES_PATH, tours.map((tour) => tour.tourId)],
    queryFn: () => api.imagesFor(tours),
    staleTime: HOME_IMAGES_STALE_MS,
    gcTime: HOME_IMAGES_STALE_MS,
    retry: HOME_IMAGES_RETRIES,
    // docs/product.md §7: the call runs only when the list is non-empty.
    enabled: tours.length > 0,
  });
}

/**
 * The curated photos of the home tours, or undefined while loading or after a failure
 * (docs/product.md §8: logged; the cards keep their default images).
 */
export function useMarketplaceImages(tours: readonly MarketplaceTour[]): MarketplaceImageMap | undefined {
  const { data, error } = useQuery(marketplaceImagesQuery(useService(MarketplaceImagesApiToken), tours));
  useEffect(() => {
    if (error) console.warn(error.message);
  }, [error]);
  return data;
}
