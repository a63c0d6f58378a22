import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string;
  alt: string;
  fallbackSrc?: string;
};

/**
 * An <img> that falls back to a local picture when its source fails (docs/architecture.md §4: the portal must
 * look finished offline). The effect also catches a failure that happened before hydration.
 */
export function FallbackImage({ src, fallbackSrc = PLACEHOLDER_IMAGE, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const shown = failedSrc === src ? fallbackSrc : src;

  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0 && shown === src) setFailedSrc(src);
  }, [src, shown]);

  return <img ref={image} src={shown} alt={alt} onError={() => shown === src && setFailedSrc(src)} {...rest} />;
}
