import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TourImagesApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { tourImagesQuery } from './tour-images.js';

/**
 * docs/product.md §7: the admin page reads the custom images after sign-in and after each upload (so never
 * from a stale cache); docs/product.md §8: a failing read is only logged.
 */
export function useAdminTourImages(enabled: boolean) {
  const query = useQuery({ ...tourImagesQuery(useService(TourImagesApiToken)), staleTime: 0, enabled });
  useEffect(() => {
    if (query.error) console.error('Could not read the custom tour images:', query.error);
  }, [query.error]);
  return query;
}
