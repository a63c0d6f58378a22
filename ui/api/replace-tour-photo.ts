import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceTourPhoto } from '../../domain/admin/replace-tour-photo.js';
import { replaceTourPhotosInOrder } from '../../domain/admin/replace-tour-photos-in-order.js';
import { TourImagesApiToken, TourPhotoUploadsToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { tourImagesQuery } from './tour-images.js';

/** docs/product.md §7: upload URL, upload, save; then the custom images are read again. */
export function useReplaceTourPhoto() {
  const uploads = useService(TourPhotoUploadsToken);
  const queryKey = tourImagesQuery(useService(TourImagesApiToken)).queryKey;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, tourId, photo }: { token: string; tourId: number; photo: Blob }) => replaceTourPhoto(uploads, token, tourId, photo),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** docs/product.md §5 batch upload: the photos go to the tours in list order. */
export function useReplaceTourPhotosInOrder() {
  const uploads = useService(TourPhotoUploadsToken);
  const queryKey = tourImagesQuery(useService(TourImagesApiToken)).queryKey;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, photos, tourIds }: { token: string; photos: readonly Blob[]; tourIds: readonly number[] }) =>
      replaceTourPhotosInOrder(uploads, token, photos, tourIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
