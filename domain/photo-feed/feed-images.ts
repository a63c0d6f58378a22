/**
 * Which of a feed item's images the gallery uses (docs/decisions/030-feed-text.md). A feed names the
 * same photo at several sizes: Media RSS `media:content` (alone or as `media:group` alternatives),
 * `media:thumbnail`, an `enclosure` or Atom `link rel="enclosure"` of an image type, an `<img>` in
 * the description. The adapters list them; this picks.
 */

/** The widest image that still counts as carousel-sized: the carousel is about 750 CSS pixels wide on a desktop, at most about 990 on a tablet. */
export const CAROUSEL_IMAGE_MAX_WIDTH = 1280;

/** An image narrower than this (Flickr's 75-pixel square, a 240-pixel preview) is never the normal image. */
export const SMALLEST_NORMAL_IMAGE_WIDTH = 300;

/** Where the feed named the image: the photo itself (`content`), an enclosure, an `<img>` in the text, or a thumbnail. */
export type FeedImageKind = 'content' | 'enclosure' | 'inline' | 'thumbnail';

export interface FeedImage {
  readonly url: string;
  readonly kind: FeedImageKind;
  /** In pixels, when the feed says. */
  readonly width?: number;
}

/** The photo feed item's two images: `imageUrl` for the carousel, `largeImageUrl` the biggest there is (left out when it is the same). */
export interface ChosenImages {
  readonly imageUrl: string;
  readonly largeImageUrl?: string;
}

const KIND_ORDER: readonly FeedImageKind[] = ['content', 'enclosure', 'inline', 'thumbnail'];

/**
 * The normal image is the widest one of carousel size (300 to 1280 pixels); else, of the images whose
 * size is unknown, the photo itself before an enclosure, an image in the text or a thumbnail; else
 * the narrowest bigger one. The large image is the widest one, unless that is a thumbnail and the
 * photo itself is there without a size: then the photo. An item whose images are all under 300 pixels wide has no normal image: undefined.
 */
export function chooseImages(images: readonly FeedImage[]): ChosenImages | undefined {
  const usable = images.filter((image) => image.width === undefined || image.width >= SMALLEST_NORMAL_IMAGE_WIDTH);
  const sized = usable.filter((image): image is FeedImage & { width: number } => image.width !== undefined);
  const unsized = usable.filter((image) => image.width === undefined).sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const unsizedPhoto = unsized.find((image) => image.kind !== 'thumbnail');
  const widest = (list: readonly (FeedImage & { width: number })[]) => list.reduce<(FeedImage & { width: number }) | undefined>((best, image) => (!best || image.width > best.width ? image : best), undefined);
  const narrowest = (list: readonly (FeedImage & { width: number })[]) => list.reduce<(FeedImage & { width: number }) | undefined>((best, image) => (!best || image.width < best.width ? image : best), undefined);

  const normal =
    widest(sized.filter((image) => image.width <= CAROUSEL_IMAGE_MAX_WIDTH)) ??
    unsizedPhoto ??
    // None is of carousel size, so every sized one is bigger: the narrowest of them.
    narrowest(sized) ??
    unsized[0];
  if (!normal) return undefined;
  const widestSized = widest(sized);
  const large = widestSized?.kind === 'thumbnail' ? (unsizedPhoto ?? widestSized) : (widestSized ?? unsizedPhoto ?? normal);
  return large.url === normal.url ? { imageUrl: normal.url } : { imageUrl: normal.url, largeImageUrl: large.url };
}
