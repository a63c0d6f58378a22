import { InMemoryTourPhotoUploads } from '../../../adapters/memory/in-memory-tour-photo-uploads.js';
import { InMemoryScheduler } from '../../../adapters/memory/in-memory-scheduler.js';
import { TourPhotoUploadRun } from '../../../domain/admin/tour-photo-upload-run.js';
import { TourPhotoUploadFailed } from '../../../domain/admin/tour-photo-uploads.js';
import { retryAfterMsOf, UploadRetries } from '../../../domain/admin/upload-retries.js';
import { checkUploads, type CandidateFile } from '../../../domain/admin/upload-validation.js';
import { cropRefusal, cropTooSmallToast, fitCropToMinimum } from '../../../domain/images/crop-minimum.js';
import { aspectRatioOf, DEFAULT_CROP_SETTINGS, SLIDER_BOUNDS, withFormat, type CropArea, type CropSettings } from '../../../domain/images/crop-settings.js';
import { exportSize } from '../../../domain/images/export-size.js';
import { outputFileName } from '../../../domain/images/output-file-name.js';
import { ADMIN_TOUR_IDS } from '../catalogue.js';
import { aPickedFile } from '../../../test-support/photos.js';
import { transferAsTheWidget } from './widget-transfer.js';
import type { BatchUploadView, CropDialogView, PhotoSize, RateLimitedUpload, RefusedPhoto } from '../portal.js';

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
    // No pressOnCropArea, tabOrder or escape: the keyboard is the browser's.
    scale: async () => zoom,
    chooseOutputFormat: async (format) => {
      settings = withFormat(settings, format);
    },
    applyAndReadUploadedName: async () => outputFileName(fileName, settings.format),
  };
}

interface NamedPhoto extends CandidateFile {
  readonly name: string;
}

/**
 * docs/product.md §5 batch upload at @domain: the widget's check, then the admin page's own use case,
 * TourPhotoUploadRun, which ties each file to its tour before any byte is sent. The transfers run as the widget
 * runs them, side by side, each one a fresh upload URL, the PUT and saveTourPhoto over the in-memory uploads; on a
 * fake clock the last file's transfer ends first, so the tours must come from the run, not from the end order.
 */
export async function domainBatchUpload(photos: readonly string[], whileUploading: readonly string[] = []): Promise<BatchUploadView> {
  const uploads = new InMemoryTourPhotoUploads<NamedPhoto>();
  const scheduler = new InMemoryScheduler();
  const token = 'operator-session';
  const file = (name: string, index: number): NamedPhoto => aPickedFile({ name, size: 200_000 + index, lastModified: index });
  const picked = checkUploads(photos.map(file), 'batch');
  // The widget names its files by ids of its own (never by position), in the order they were added.
  const files = new Map(picked.accepted.map((photo, index) => [`widget-file-${index + 1}`, photo]));
  const run = TourPhotoUploadRun.batch([...files.keys()], ADMIN_TOUR_IDS);

  const transfer = (fileId: string) => transferAsTheWidget(uploads, scheduler, token, run, fileId, files.get(fileId)!);
  const transferTimeMs = (index: number) => (run.fileIds.length - index) * 100;
  run.fileIds.forEach((fileId, index) => scheduler.schedule(transferTimeMs(index), () => void transfer(fileId)));

  const later = checkUploads(whileUploading.map((name, index) => file(name, photos.length + index)), 'batch', picked.accepted, { uploading: !run.settled });
  // The fake clock moves 100 ms at a time, letting each transfer (and saveTourPhoto's retries, if any) run.
  for (let step = 0; !run.settled && step < 1_000; step += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    scheduler.advance(100);
  }
  if (!run.settled) throw new Error(`The batch never settled: ${run.fileIds.filter((fileId) => run.isPending(fileId)).join(', ')} still pending`);
  return {
    refusals: [...picked.refused, ...later.refused].map((refusal) => refusal.reason),
    photosByTour: async () => new Map(uploads.list().map((image) => [image.tourId, uploads.photoAt(image.imageURL)!.name])),
  };
}

/**
 * Issue 19 at @domain: the upload widget's loop (a fresh URL, the PUT, UploadRetries on failure) over the in-memory
 * uploads, on a fake clock: each PUT is timed by the scheduler's timeline, the 429's Retry-After read at that time.
 */
export async function domainUploadThroughRateLimit(limitedTimes: number, retryAfter: string): Promise<RateLimitedUpload> {
  const uploads = new InMemoryTourPhotoUploads<NamedPhoto>();
  const scheduler = new InMemoryScheduler();
  const retries = new UploadRetries();
  const start = Date.parse('2026-11-25T12:00:00Z');
  const photo: NamedPhoto = aPickedFile({ name: 'rate-limited.jpg' });
  const sentAt: number[] = [];
  let now = 0;
  let outcome: 'saved' | 'given up' | undefined;

  const attempt = async (): Promise<void> => {
    try {
      const uploadURL = await uploads.requestUploadUrl('operator-session');
      sentAt.push(now);
      if (sentAt.length <= limitedTimes) {
        throw new TourPhotoUploadFailed('send', '429: Too Many Requests', retryAfterMsOf(retryAfter, new Date(start + now)));
      }
      const objectPath = await uploads.sendPhoto(uploadURL, photo);
      await uploads.saveTourImage('operator-session', ADMIN_TOUR_IDS[0]!, objectPath);
      outcome = 'saved';
    } catch (error) {
      const failed = error as TourPhotoUploadFailed;
      const move = retries.next(photo.name, { step: failed.step, status: failed.status, retryAfterMs: failed.retryAfterMs });
      if (move.kind === 'retry') scheduler.schedule(move.delayMs, () => void attempt());
      else outcome = 'given up';
    }
  };

  void attempt();
  // The fake clock moves 10 ms at a time (never more than the schedule's 9 s in all), letting each try run.
  for (let step = 0; outcome === undefined && step < 2_000; step += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    now += 10;
    scheduler.advance(10);
  }
  return { sentAt, saved: outcome === 'saved' && uploads.list().some((image) => image.tourId === ADMIN_TOUR_IDS[0]) };
}
