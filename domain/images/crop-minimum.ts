import type { Toast } from '../notifications/toast.js';
import { aspectRatioOf, MIN_CROP_SIZE, type AspectPreset, type CropArea } from './crop-settings.js';

/** A photo's (or an area's) size in pixels, as shown: after its EXIF orientation and the dialog's rotation. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/**
 * docs/product.md §5 (at least 100 by 100) with the chosen aspect kept (docs/decisions/046): the short side
 * is 100 and the long side follows the ratio, rounded up so neither side falls under 100. Free keeps no
 * ratio, so its minimum is 100 by 100.
 */
export function cropMinimum(aspect: AspectPreset): PixelSize {
  const ratio = aspectRatioOf(aspect) ?? 1;
  return { width: Math.ceil(MIN_CROP_SIZE * Math.max(1, ratio)), height: Math.ceil(MIN_CROP_SIZE * Math.max(1, 1 / ratio)) };
}

/** The start of a span of `length` centred where the chosen span was, moved back inside 0…`limit`. */
function placed(start: number, chosen: number, length: number, limit: number): number {
  const centred = Math.round(start + chosen / 2 - length / 2);
  return Math.max(0, Math.min(centred, limit - length));
}

/**
 * docs/decisions/046: a crop under the minimum grows to it keeping the chosen aspect (each side on its own for
 * Free), around the middle of the chosen area, then shifts back inside the photo, so the exported photo never
 * has an empty band. A crop already large enough is left as the operator chose it.
 */
export function fitCropToMinimum(area: CropArea, photo: PixelSize, aspect: AspectPreset): CropArea {
  const minimum = cropMinimum(aspect);
  if (area.width >= minimum.width && area.height >= minimum.height) return area;
  const fixed = aspectRatioOf(aspect) !== undefined;
  const width = fixed ? minimum.width : Math.max(minimum.width, area.width);
  const height = fixed ? minimum.height : Math.max(minimum.height, area.height);
  return { x: placed(area.x, area.width, width, photo.width), y: placed(area.y, area.height, height, photo.height), width, height };
}

/**
 * docs/decisions/046: a photo that cannot hold the aspect's minimum crop is refused, with the reason, before the
 * crop dialog opens (and a preset it cannot hold is not offered); undefined when the photo is large enough.
 */
export function cropRefusal(photo: PixelSize, aspect: AspectPreset): string | undefined {
  const minimum = cropMinimum(aspect);
  if (photo.width >= minimum.width && photo.height >= minimum.height) return undefined;
  return `This photo is ${photo.width} × ${photo.height} pixels; a ${aspect} crop needs at least ${minimum.width} × ${minimum.height} pixels. Please choose a larger photo.`;
}

/** What the admin page says when it refuses a photo too small to crop. */
export function cropTooSmallToast(reason: string): Toast {
  return { title: 'Photo too small', description: reason, variant: 'destructive' };
}
