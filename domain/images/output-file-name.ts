/** docs/product.md §2 crop dialog Output Format: Original, WebP (Best), JPEG. */
export type OutputFormat = 'original' | 'webp' | 'jpeg';

const EXTENSION: Record<Exclude<OutputFormat, 'original'>, string> = { webp: 'webp', jpeg: 'jpg' };
const MIME_TYPE: Record<Exclude<OutputFormat, 'original'>, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * docs/product.md §4: the original name without its extension, plus '_optimized', plus '.webp' or '.jpg';
 * format Original leaves the name as it is. Only the last dot starts an extension, and a name that
 * starts with its only dot ('.hidden') has none.
 */
export function outputFileName(originalName: string, format: OutputFormat): string {
  if (format === 'original') return originalName;
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  return `${base}_optimized.${EXTENSION[format]}`;
}

/** The type the canvas exports to; Original keeps the file's own type. */
export function outputMimeType(format: OutputFormat, originalType: string): string {
  return format === 'original' ? originalType : MIME_TYPE[format];
}
