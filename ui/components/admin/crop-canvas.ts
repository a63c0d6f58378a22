import { meanBrightness } from '../../../domain/images/auto-enhance.js';
import type { PixelSize } from '../../../domain/images/crop-minimum.js';
import { cardFrameOf, fitInside } from '../../../domain/images/crop-preview.js';
import type { CropArea, CropSettings } from '../../../domain/images/crop-settings.js';
import { exportSize, sourceScaleFor } from '../../../domain/images/export-size.js';
import { outputFileName, outputMimeType } from '../../../domain/images/output-file-name.js';
import { decodeUpright, drawCrop, exportOnOffscreenCanvas, type CropSource, type ExportJob } from './crop-pipeline.js';
import type { CropWorkerAnswer, CropWorkerRequest } from './crop-worker.js';

export { toneFilter } from './crop-pipeline.js';

/**
 * The crop dialog's canvas work on the page's side (docs/decisions/046): the photo's upright size, a small
 * copy for the live preview and auto enhance, and the export, sent to the crop worker where the browser has
 * OffscreenCanvas. Browser-only: called from effects and event handlers, never during render.
 */

/** The preview and auto enhance work on a copy at most this long on its long edge, so slider moves stay instant. */
const PREVIEW_EDGE = 1280;

/** The photo's size as shown, after its EXIF orientation. */
export async function photoSizeOf(file: Blob): Promise<PixelSize> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The small upright copy of the photo the preview and auto enhance read. */
export function previewSourceOf(file: Blob, photo: PixelSize): Promise<CropSource & { image: ImageBitmap }> {
  return decodeUpright(file, Math.min(1, PREVIEW_EDGE / Math.max(photo.width, photo.height)));
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context2d = canvas.getContext('2d');
  // docs/product.md §8: a canvas failure is an internal error.
  if (!context2d) throw new Error('The browser gave no 2D canvas context');
  return context2d;
}

/** docs/product.md §4 auto enhance reads the mean brightness of the photo's pixels (here of its preview copy, docs/decisions/046). */
export function meanBrightnessOf(source: CropSource): number {
  const canvas = document.createElement('canvas');
  canvas.width = source.image.width;
  canvas.height = source.image.height;
  const context2d = context(canvas);
  context2d.drawImage(source.image, 0, 0);
  return meanBrightness(context2d.getImageData(0, 0, canvas.width, canvas.height).data);
}

/** Sizes a canvas to `size` CSS pixels, drawn at the screen's pixel density so the preview stays sharp. */
function sized(canvas: HTMLCanvasElement, size: PixelSize): PixelSize {
  const density = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
  canvas.width = Math.max(1, Math.round(size.width * density));
  canvas.height = Math.max(1, Math.round(size.height * density));
  return { width: canvas.width, height: canvas.height };
}

/** docs/decisions/060: the WHOLE crop area, rotated and adjusted, fitted inside its box (object-fit contain). */
export function drawPreview(preview: HTMLCanvasElement, box: HTMLElement, source: CropSource, area: CropArea, settings: CropSettings): void {
  const room = { width: box.clientWidth || 320, height: box.clientHeight || 240 };
  const output = sized(preview, fitInside(area, room));
  drawCrop(context(preview), source, area, settings, output);
}

/** docs/decisions/060: what a public card (16:10, object-fit cover, centred) will keep of the exported crop. */
export function drawCardPreview(canvas: HTMLCanvasElement, source: CropSource, area: CropArea, settings: CropSettings, card: PixelSize): void {
  const width = canvas.parentElement?.clientWidth || 240;
  const output = sized(canvas, { width, height: Math.round((width * card.height) / card.width) });
  const frame = cardFrameOf(area, card);
  drawCrop(context(canvas), source, { x: area.x + frame.x, y: area.y + frame.y, width: frame.width, height: frame.height }, settings, output);
}

function inWorker(request: CropWorkerRequest): Promise<Blob> {
  const worker = new Worker(new URL('./crop-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CropWorkerAnswer>) => {
      if ('blob' in event.data) resolve(event.data.blob);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The crop worker failed'));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/** Without OffscreenCanvas: the same pipeline on the page's own canvas. */
async function onMainThread(file: Blob, sourceScale: number, job: ExportJob): Promise<Blob> {
  const source = await decodeUpright(file, sourceScale);
  const canvas = document.createElement('canvas');
  canvas.width = job.output.width;
  canvas.height = job.output.height;
  try {
    drawCrop(context(canvas), source, job.area, job.settings, job.output);
  } finally {
    source.image.close();
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      // docs/product.md §8: a blob failure is an internal error.
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not export the cropped photo'))),
      job.type,
      job.quality,
    ),
  );
}

/**
 * docs/product.md §4, docs/decisions/046: the output file: the crop of the upright photo, at most MAX_EXPORT_EDGE
 * on its long edge, with the tone adjustments, as WebP or JPEG at the quality or in the original type; its name
 * from the domain. In a worker with OffscreenCanvas where the browser has one, else on the main thread.
 */
export async function exportCrop(original: File, area: CropArea, settings: CropSettings): Promise<File> {
  const type = outputMimeType(settings.format, original.type);
  const job: ExportJob = { area, settings, output: exportSize(area), type, quality: settings.format === 'original' ? undefined : settings.quality / 100 };
  const sourceScale = sourceScaleFor(area);
  const offscreen = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
  const blob = offscreen ? await inWorker({ file: original, sourceScale, job }).catch(() => exportOnOffscreenCanvas(original, sourceScale, job)) : await onMainThread(original, sourceScale, job);
  return new File([blob], outputFileName(original.name, settings.format), { type: blob.type || type });
}
