import type { PixelSize } from './crop-minimum.js';

/**
 * docs/product.md §2 admin page, docs/decisions/046: the crop dialog exports at most 2400 pixels on the long
 * edge, more than any page shows a tour photo at, so a 12-megapixel photo is shrunk before it is drawn.
 */
export const MAX_EXPORT_EDGE = 2400;

/** How much the photo is shrunk so that the crop area comes out at most MAX_EXPORT_EDGE on its long edge (1: not at all). */
export function sourceScaleFor(area: PixelSize): number {
  return Math.min(1, MAX_EXPORT_EDGE / Math.max(area.width, area.height));
}

/** The exported photo's size for a crop area of the photo's own pixels. */
export function exportSize(area: PixelSize): PixelSize {
  const scale = sourceScaleFor(area);
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}
