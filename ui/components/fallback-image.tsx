import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { ResponsiveSource } from '../../domain/images/responsive-photo.js';
import { FALLBACK_SRC_ATTRIBUTE } from './image-fallbacks.js';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string;
  alt: string;
  fallbackSrc?: string;
  /** Smaller copies of the photo (docs/decisions/048): offered in a <picture>, in this order, with `sizes`. */
  sources?: readonly ResponsiveSource[] | undefined;
  /** The picture's class, when there are sources. */
  pictureClassName?: string | undefined;
};

/**
 * An <img> that falls back to a local picture when its source fails (docs/architecture.md §4: the portal must
 * look finished offline). The effect also catches a failure that happened before hydration. With sources, the
 * image is a <picture> whose browser picks the first format it knows at the width `sizes` asks for; when that
 * fails, the sources go too, so the fallback is really shown.
 */
export function FallbackImage({ src, fallbackSrc = PLACEHOLDER_IMAGE, alt, sources = [], sizes, pictureClassName, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const shown = failedSrc === src ? fallbackSrc : src;

  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0 && shown === src) setFailedSrc(src);
  }, [src, shown]);

  // The fallback is written into the page too: on a static page one listener shows it (./image-fallbacks.ts).
  const img = <img ref={image} src={shown} alt={alt} onError={() => shown === src && setFailedSrc(src)} {...{ [FALLBACK_SRC_ATTRIBUTE]: fallbackSrc }} {...rest} />;
  if (shown !== src || sources.length === 0) return img;
  return (
    <picture className={pictureClassName}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
