import type { PixelSize } from '../../../domain/images/crop-minimum.js';
import { sourceScaleOf } from '../../../domain/images/crop-preview.js';
import type { CropArea, CropSettings } from '../../../domain/images/crop-settings.js';

/**
 * The crop dialog's pixel pipeline (docs/decisions/046), the same on the main thread and in the crop worker:
 * one draw of the (already shrunk) photo through the rotation, the crop and the tone filter onto a canvas of
 * the output's size. No DOM at module scope, so the worker can import it.
 */

/** The CSS filter that applies brightness, contrast and saturation (100 = unchanged). */
export function toneFilter({ brightness, contrast, saturation }: Pick<CropSettings, 'brightness' | 'contrast' | 'saturation'>): string {
  return `brightness(${brightness}%) contrast(${contrast}%) saturate(${saturation}%)`;
}

/** A 2D context of either kind of canvas (the worker has only OffscreenCanvas). */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded photo, upright (EXIF orientation applied), perhaps shrunk: `scale` source pixels per pixel of the photo. */
export interface CropSource {
  readonly image: CanvasImageSource & PixelSize;
  readonly scale: number;
}

/**
 * Draws the crop area (in the rotated photo's own pixels, as the cropper reports it) of the source into the
 * whole context, of `output` size. The rotation is a transform of this one draw: no full-size rotated copy.
 */
export function drawCrop(context: Context2D, source: CropSource, area: CropArea, settings: Pick<CropSettings, 'rotation' | 'brightness' | 'contrast' | 'saturation'>, output: PixelSize): void {
  // docs/product.md §8: a canvas failure is an internal error.
  if (!context) throw new Error('The browser gave no 2D canvas context');
  const radians = (settings.rotation * Math.PI) / 180;
  const { width, height } = source.image;
  const rotatedWidth = Math.abs(Math.cos(radians)) * width + Math.abs(Math.sin(radians)) * height;
  const rotatedHeight = Math.abs(Math.sin(radians)) * width + Math.abs(Math.cos(radians)) * height;
  const toOutput = output.width / (area.width * source.scale);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.filter = toneFilter(settings);
  context.setTransform(toOutput, 0, 0, toOutput, -area.x * source.scale * toOutput, -area.y * source.scale * toOutput);
  context.translate(rotatedWidth / 2, rotatedHeight / 2);
  context.rotate(radians);
  context.drawImage(source.image, -width / 2, -height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
}

/** What the export needs besides the photo: the crop, the settings, the output's size and type. */
export interface ExportJob {
  readonly area: CropArea;
  readonly settings: CropSettings;
  readonly output: PixelSize;
  readonly type: string;
  /** 0–1, or undefined for the format Original. */
  readonly quality: number | undefined;
}

/**
 * Decodes a photo upright (EXIF orientation applied) and shrinks it by `scale` (1: not at all) before anything is
 * drawn, so a 12-megapixel photo is never drawn at full size (docs/decisions/046).
 */
export async function decodeUpright(file: Blob, scale: number): Promise<CropSource & { image: ImageBitmap }> {
  const decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
  if (scale >= 1) return { image: decoded, scale: 1 };
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const shrunk = await createImageBitmap(decoded, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  // The scale is read while the full-size bitmap is open: a closed one reads 0 wide (docs/decisions/060).
  const scaleOfCopy = sourceScaleOf(width, decoded.width);
  decoded.close();
  return { image: shrunk, scale: scaleOfCopy };
}

/** The whole export on an OffscreenCanvas: decode, shrink, draw, encode. Used by the crop worker (and its fallback). */
export async function exportOnOffscreenCanvas(file: Blob, sourceScale: number, job: ExportJob): Promise<Blob> {
  const source = await decodeUpright(file, sourceScale);
  try {
    const canvas = new OffscreenCanvas(job.output.width, job.output.height);
    drawCrop(canvas.getContext('2d')!, source, job.area, job.settings, job.output);
    return await canvas.convertToBlob({ type: job.type, quality: job.quality });
  } finally {
    source.image.close();
  }
}
