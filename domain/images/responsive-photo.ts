import { PHOTO_VARIANTS, VARIANT_CONTENT_TYPE, type PhotoVariant } from './photo-variants.js';

/** One `<source>` of a `<picture>`: a content type and its `srcset`. */
export interface ResponsiveSource {
  readonly type: string;
  readonly srcSet: string;
}

/** A photo as a card shows it: the original as the fallback `src`, and one source per format of its copies. */
export interface ResponsivePhoto {
  readonly src: string;
  readonly sources: readonly ResponsiveSource[];
}

/**
 * docs/decisions/048: the copies of a photo as `<picture>` sources, AVIF first, then WebP (the order of
 * PHOTO_VARIANTS.formats, so a browser takes the smallest format it knows), each narrowest first; a type this
 * page does not know is left out. A photo without copies (stored before they existed) is its original alone.
 */
export function responsivePhotoOf(src: string, variants: readonly PhotoVariant[] = []): ResponsivePhoto {
  const sources = PHOTO_VARIANTS.formats.map((format) => {
    const type = VARIANT_CONTENT_TYPE[format];
    const candidates = variants.filter((variant) => variant.type === type).sort((a, b) => a.width - b.width);
    return { type, srcSet: candidates.map((variant) => `${srcsetUrl(variant.url)} ${variant.width}w`).join(', ') };
  });
  return { src, sources: sources.filter((source) => source.srcSet !== '') };
}

/** A comma or a space would split a srcset candidate; percent-encoded they mean the same address. */
function srcsetUrl(url: string): string {
  return url.replace(/[\s,]/g, (character) => encodeURIComponent(character));
}

/**
 * A grid of cards as its CSS lays it out: the page's maximum width (padding included) and side padding, the gap
 * between cards, and how many columns it has from each viewport width on (the first from 0).
 */
export interface CardGrid {
  readonly pageMaxWidthPx: number;
  readonly pagePaddingPx: number;
  readonly gapPx: number;
  readonly columns: readonly { readonly fromViewportPx: number; readonly count: number }[];
}

/**
 * The `sizes` of a card image in a CardGrid: how wide one card is at each viewport width, so the browser picks
 * the narrowest copy that fills it (docs/decisions/048). Widest breakpoint first, as `sizes` takes the first
 * condition that matches; above the page's maximum width a card has a fixed width.
 */
export function cardImageSizes(grid: CardGrid): string {
  const columns = [...grid.columns].sort((a, b) => a.fromViewportPx - b.fromViewportPx);
  const segments = columns.flatMap(({ fromViewportPx: from, count }, index) => {
    const to = columns[index + 1]?.fromViewportPx ?? Number.POSITIVE_INFINITY;
    const gutters = 2 * grid.pagePaddingPx + (count - 1) * grid.gapPx;
    const fluid = count === 1 ? `calc(100vw - ${gutters}px)` : `calc((100vw - ${gutters}px) / ${count})`;
    const fixed = `${Math.ceil((grid.pageMaxWidthPx - gutters) / count)}px`;
    if (grid.pageMaxWidthPx <= from) return [[from, fixed] as const];
    if (grid.pageMaxWidthPx < to) return [[from, fluid] as const, [grid.pageMaxWidthPx, fixed] as const];
    return [[from, fluid] as const];
  });
  return segments
    .reverse()
    .map(([from, size]) => (from === 0 ? size : `(min-width: ${from}px) ${size}`))
    .join(', ');
}
