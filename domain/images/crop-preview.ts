import type { PixelSize } from './crop-minimum.js';
import { ASPECT_PRESETS, type AspectPreset, type CropArea } from './crop-settings.js';

/**
 * The crop dialog's two previews (docs/decisions/060): the whole crop area fitted inside its box, and the
 * public card's view of the exported photo (its 16:10 frame, object-fit cover, centred).
 */

/** docs/decisions/060: a change of crop or settings redraws the previews this long after the last change (under 100 ms). */
export const PREVIEW_DEBOUNCE_MS = 50;

/** The largest size of `content`'s aspect inside `box` (object-fit contain), whole pixels, never empty. */
export function fitInside(content: PixelSize, box: PixelSize): PixelSize {
  const scale = Math.min(box.width / content.width, box.height / content.height);
  return { width: Math.max(1, Math.round(content.width * scale)), height: Math.max(1, Math.round(content.height * scale)) };
}

/** The part of a photo a card of `card` size shows with object-fit cover at its centre: the frame the operator should judge. */
export function cardFrameOf(photo: PixelSize, card: PixelSize): CropArea {
  const scale = Math.min(photo.width / card.width, photo.height / card.height);
  const width = Math.round(card.width * scale);
  const height = Math.round(card.height * scale);
  return { x: Math.round((photo.width - width) / 2), y: Math.round((photo.height - height) / 2), width, height };
}

/** Which aspect preset matches cards of `card` size: the one of the same ratio, else the closest fixed ratio. */
export function presetForCards(card: PixelSize): { readonly preset: AspectPreset; readonly exact: boolean } {
  const ratio = card.width / card.height;
  const fixed = ASPECT_PRESETS.filter((preset) => preset.ratio !== undefined);
  const closest = fixed.reduce((best, preset) => (Math.abs(preset.ratio - ratio) < Math.abs(best.ratio - ratio) ? preset : best));
  return { preset: closest.label, exact: Math.abs(closest.ratio - ratio) < 1e-9 };
}

/**
 * Source pixels per photo pixel of a shrunk copy. Read before the full-size bitmap is closed: a closed
 * bitmap reads 0 wide, the scale came out infinite, the canvas ignored the transform, and the preview
 * drew the copy's top-left corner (issue 19).
 */
export function sourceScaleOf(copyWidth: number, photoWidth: number): number {
  if (!(photoWidth > 0)) throw new Error('The photo has no width');
  return copyWidth / photoWidth;
}
