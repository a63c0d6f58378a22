/** The attribute a FallbackImage's <img> carries: the local picture shown when its own source fails (./fallback-image.tsx). */
export const FALLBACK_SRC_ATTRIBUTE = 'data-fallback-src';

/** Shows an image's local picture instead of its failed source; in a <picture>, the sources go too, so it really shows. */
function fallBack(image: HTMLImageElement): void {
  const fallbackSrc = image.getAttribute(FALLBACK_SRC_ATTRIBUTE);
  if (!fallbackSrc || image.getAttribute('src') === fallbackSrc) return;
  const picture = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : null;
  picture?.querySelectorAll('source').forEach((source) => source.remove());
  image.setAttribute('src', fallbackSrc);
}

const isFallbackImage = (target: EventTarget | null): target is HTMLImageElement =>
  target !== null && 'tagName' in target && (target as Element).tagName === 'IMG' && (target as Element).hasAttribute(FALLBACK_SRC_ATTRIBUTE);

/**
 * The image fallbacks of a static page (docs/decisions/083), one listener for every image instead of a hydrated
 * component each: an image that already failed before it ran falls back now, one that fails later when it does
 * (an image's error event does not bubble, so the document listens in the capture phase). Returns its removal.
 */
export function followImageFallbacks(document: Document): () => void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_SRC_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  }
  const onError = (event: Event) => {
    if (isFallbackImage(event.target)) fallBack(event.target);
  };
  document.addEventListener('error', onError, { capture: true });
  return () => document.removeEventListener('error', onError, { capture: true });
}
