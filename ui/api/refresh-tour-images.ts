import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TourImagesApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { tourImagesQuery } from './tour-images.js';

/**
 * docs/product.md §7: after each upload the admin page reads the custom images again. The upload itself goes
 * through the upload widget (ui/components/admin/tour-photo-transfers.ts, docs/decisions/031-uppy-uploads.md).
 */
export function useRefreshTourImages(): () => Promise<void> {
  const queryKey = tourImagesQuery(useService(TourImagesApiToken)).queryKey;
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
}
