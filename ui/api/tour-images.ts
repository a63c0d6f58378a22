import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourImagesApi } from '../../domain/tours/tour-images-api.js';
import { TourImagesApiToken } from '../../domain/tokens.js';
import { TOUR_IMAGES_PATH } from '../../domain/tours/tour-image-paths.js';
import { useService } from '../services.js';
import { PUBLIC_TOUR_IMAGES_STALE_MS } from './image-cache-rules.js';


export function tourImagesQuery(api: TourImagesApi) {
  return queryOptions({
    queryKey: [TOUR_IMAGES_PATH],
    queryFn: () => api.list(),
    staleTime: PUBLIC_TOUR_IMAGES_STALE_MS,
    retry: false,
  });
}

export function useTourImages() {
  return useQuery(tourImagesQuery(useService(TourImagesApiToken)));
}
