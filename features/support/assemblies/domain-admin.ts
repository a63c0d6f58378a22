import { InMemoryTourPhotoUploads } from '../../../adapters/memory/in-memory-tour-photo-uploads.js';
import { replaceTourPhotosInOrder } from '../../../domain/admin/replace-tour-photos-in-order.js';
import { checkUploads, type CandidateFile } from '../../../domain/admin/upload-validation.js';
import { cropRefusal, cropTooSmallToast, fitCropToMinimum } from '../../../domain/images/crop-minimum.js';
import { aspectRatioOf, DEFAULT_CROP_SETTINGS, SLIDER_BOUNDS, withFormat, type CropArea, type CropSettings } from '../../../domain/images/crop-settings.js';
import { exportSize } from '../../../domain/images/export-size.js';
import { outputFileName } from '../../../domain/images/output-file-name.js';
import { ADMIN_TOUR_IDS } from '../catalogue.js';
import type { BatchUploadView, CropDialogView, PhotoSize, RefusedPhoto } from '../portal.js';

/**
 * The operator's crop dialog and batch upload at the @domain level: the domain's rules and use cases over
 * in-memory adapters. The cropper (react-easy-crop in the page) is modelled the way it reports areas: the
 * largest area of the aspect inside the photo, divided by the zoom, kept inside the photo.
 */
export async function domainPickPhotoToCrop(photo: PhotoSize, fileName = 'framing.jpg'): Promise<CropDialogView | RefusedPhoto> {
  const { aspect } = DEFAULT_CROP_SETTINGS;
  const refusal = cropRefusal(photo, aspect);
  if (refusal !== undefined) {
    const toast = cropTooSmallToast(refusal);
    return { refused: { title: toast.title, description: toast.description, variant: toast.variant } };
  }
  const ratio = aspectRatioOf(aspect)!;
  let zoom: number = DEFAULT_CROP_SETTINGS.scale;
  let settings: CropSettings = DEFAULT_CROP_SETTINGS;
  const size = () => {
    const full = photo.width / photo.height > ratio ? { width: photo.height * ratio, height: photo.height } : { width: photo.width, height: photo.width / ratio };
    return { width: Math.round(full.width / zoom), height: Math.round(full.height / zoom) };
  };
  let area: CropArea = { x: Math.round((photo.width - size().width) / 2), y: Math.round((photo.height - size().height) / 2), ...size() };
  const fitted = () => fitCropToMinimum(area, photo, aspect);
  const keyboardOnly = async (): Promise<never> => {
    throw new Error('The keyboard is the browser\'s: tag the scenario @ui');
  };
  return {
    zoomInFully: async () => {
      const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
      zoom = SLIDER_BOUNDS.scale.max;
      area = { x: Math.round(centre.x - size().width / 2), y: Math.round(centre.y - size().height / 2), ...size() };
    },
    moveToBottomRight: async () => {
      area = { ...area, x: photo.width - area.width, y: photo.height - area.height };
    },
    cropArea: async () => fitted(),
    apply: async () => exportSize(fitted()),
    pressOnCropArea: keyboardOnly,
    scale: async () => zoom,
    tabOrder: keyboardOnly,
    escape: keyboardOnly,
    chooseOutputFormat: async (format) => {
      settings = withFormat(settings, format);
    },
    applyAndReadUploadedName: async () => outputFileName(fileName, settings.format),
  };
}

interface NamedPhoto extends CandidateFile {
  readonly name: string;
}

/** docs/product.md §5 batch upload: the widget's check, then the batch use case over the in-memory uploads. */
export async function domainBatchUpload(photos: readonly string[], whileUploading: readonly string[] = []): Promise<BatchUploadView> {
  const uploads = new InMemoryTourPhotoUploads<NamedPhoto>();
  const file = (name: string, index: number): NamedPhoto => ({ name, type: 'image/jpeg', size: 200_000 + index, lastModified: index });
  const picked = checkUploads(photos.map(file), 'batch');
  const running = replaceTourPhotosInOrder(uploads, 'operator-session', picked.accepted, ADMIN_TOUR_IDS);
  const later = checkUploads(whileUploading.map((name, index) => file(name, photos.length + index)), 'batch', picked.accepted, { uploading: true });
  await running;
  return {
    refusals: [...picked.refused, ...later.refused].map((refusal) => refusal.reason),
    photosByTour: async () => new Map(uploads.list().map((image) => [image.tourId, uploads.photoAt(image.imageURL)!.name])),
  };
}
