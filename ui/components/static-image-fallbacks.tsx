import { useEffect } from 'react';
import { STATIC_PAGE_ATTRIBUTE } from '../islands/static-pages.js';
import { followImageFallbacks } from './image-fallbacks.js';

/**
 * The image fallbacks of a static page (./image-fallbacks.ts). Inside the whole app each FallbackImage falls back by
 * itself, and React owns its <picture>: there this does nothing, so the two never edit the same element.
 */
export function StaticImageFallbacks() {
  useEffect(() => {
    if (!document.getElementById('root')?.hasAttribute(STATIC_PAGE_ATTRIBUTE)) return;
    return followImageFallbacks(document);
  }, []);
  return null;
}
