import { MARKETPLACE_IMAGES_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { MarketplaceImageMap, MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';
import type { MarketplaceImagesApi } from '../../domain/marketplace/marketplace-images-api.js';
import { MarketplaceImagesApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { HOME_IMAGES_RETRIES, HOME_IMAGES_STALE_MS } from './image-cache-rules.js';


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
