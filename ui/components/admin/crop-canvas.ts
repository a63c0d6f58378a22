import type { CropArea, CropSettings } from '../../../domain/images/crop-settings.js';
import { meanBrightness } from '../../../domain/images/auto-enhance.js';
import { outputFileName, outputMimeType } from '../../../domain/images/output-file-name.js';

/**
 * The crop dialog's pixel pipeline (docs/architecture.md §4): crop, rotation, scale and tone run on a canvas.
 * Browser-only: these are called from effects and event handlers, never during render.
 */

/** The CSS filter that applies brightness, contrast and saturation (100 = unchanged). */
export function toneFilter({ brightness, contrast, saturation }: Pick<CropSettings, 'brightness' | 'contrast' | 'saturation'>): string {
  return `brightness(${brightness}%) contrast(${contrast}%) saturate(${saturation}%)`;
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context2d = canvas.getContext('2d');
  // docs/product.md §8: a canvas failure is an internal error.
  if (!context2d) throw new Error('The browser gave no 2D canvas context');
  return context2d;
}

/** docs/product.md §4 auto enhance reads the mean brightness of the photo's own pixels. */
export function meanBrightnessOf(image: HTMLImageElement): number {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context2d = context(canvas);
  context2d.drawImage(image, 0, 0);
  return meanBrightness(context2d.getImageData(0, 0, canvas.width, canvas.height).data);
}

/**
 * The crop area of the rotated photo, with the tone filter, on a canvas of the area's size. The
 * cropper's scale is already in the area (it is given in the photo's own pixels).
 */
export function renderCrop(image: HTMLImageElement, area: CropArea, settings: CropSettings): HTMLCanvasElement {
  const radians = (settings.rotation * Math.PI) / 180;
  const { naturalWidth: width, naturalHeight: height } = image;
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(Math.abs(Math.cos(radians)) * width + Math.abs(Math.sin(radians)) * height);
  rotated.height = Math.round(Math.abs(Math.sin(radians)) * width + Math.abs(Math.cos(radians)) * height);
  const rotatedContext = context(rotated);
  rotatedContext.translate(rotated.width / 2, rotated.height / 2);
  rotatedContext.rotate(radians);
  rotatedContext.translate(-width / 2, -height / 2);
  rotatedContext.drawImage(image, 0, 0);

  const output = document.createElement('canvas');
  output.width = Math.round(area.width);
  output.height = Math.round(area.height);
  const outputContext = context(output);
  outputContext.filter = toneFilter(settings);
  outputContext.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return output;
}

/** Draws a rendered crop into the preview canvas, fitted to its width. */
export function drawPreview(preview: HTMLCanvasElement, rendered: HTMLCanvasElement): void {
  const width = preview.clientWidth || 320;
  preview.width = width;
  preview.height = Math.max(1, Math.round((rendered.height / rendered.width) * width));
  context(preview).drawImage(rendered, 0, 0, preview.width, preview.height);
}

/** docs/product.md §4: the output file: WebP or JPEG at the quality, or the original type; its name from the domain. */
export function exportCrop(rendered: HTMLCanvasElement, original: File, settings: CropSettings): Promise<File> {
  const type = outputMimeType(settings.format, original.type);
  const quality = settings.format === 'original' ? undefined : settings.quality / 100;
  return new Promise((resolve, reject) => {
    rendered.toBlob(
      (blob) => {
        // docs/product.md §8: a blob failure is an internal error.
        if (!blob) reject(new Error('The browser could not export the cropped photo'));
        else resolve(new File([blob], outputFileName(original.name, settings.format), { type: blob.type || type }));
      },
      type,
      quality,
    );
  });
}
