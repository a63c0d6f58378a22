/** The two adjustments auto enhance may change, in percent (100 = unchanged). */
export interface ToneAdjustments {
  readonly brightness: number;
  readonly contrast: number;
}

/** docs/product.md §9 brightness thresholds. */
export const DARK_BELOW = 80;
export const BRIGHT_ABOVE = 180;
/** docs/product.md §4, §9: auto enhance runs this long after the image loads. */
export const AUTO_ENHANCE_DELAY_MS = 500;

/**
 * docs/product.md §4 auto enhance: the mean brightness of an RGBA buffer (the canvas's ImageData.data) is the
 * mean over pixels of (R+G+B)/3, on the 0–255 scale; alpha is ignored. Summing R+G+B over the whole
 * buffer and dividing once gives the same number with one division; the sum of a 12-megapixel image
 * stays far below 2^53, so it is exact. A plain indexed loop: this runs on every opened photo.
 */
export function meanBrightness(rgba: Uint8ClampedArray | Uint8Array): number {
  const length = rgba.length;
  if (length === 0 || length % 4 !== 0) throw new RangeError(`An RGBA buffer holds 4 bytes per pixel, got ${length}`);
  let sum = 0;
  for (let i = 0; i < length; i += 4) {
    sum += rgba[i]! + rgba[i + 1]! + rgba[i + 2]!;
  }
  return sum / ((length / 4) * 3);
}

/**
 * docs/product.md §4: below 80 brightness rises by 25 (cap 150) and contrast by 15 (cap 125); above 180
 * brightness falls by 15 (floor 75) and contrast rises by 10 (cap 115); 80, 180 and everything
 * between leave the adjustments unchanged.
 */
export function autoEnhance(current: ToneAdjustments, mean: number): ToneAdjustments {
  if (mean < DARK_BELOW) {
    return { brightness: Math.min(150, current.brightness + 25), contrast: Math.min(125, current.contrast + 15) };
  }
  if (mean > BRIGHT_ABOVE) {
    return { brightness: Math.max(75, current.brightness - 15), contrast: Math.min(115, current.contrast + 10) };
  }
  return current;
}
