import { OBJECT_PATH_PREFIX } from '../objects/upload-url-signer.js';

/**
 * docs/decisions/048-responsive-photo-variants.md: the smaller copies the server makes of every uploaded photo, so a
 * phone never downloads the full original. Widths: a /tours card is about 345 CSS px wide on a phone (one column)
 * and 275 px on a wide screen (four), so 480 covers them at 1x, 960 at 2x (and a tablet's two columns), 1600 a
 * one-column card at up to 3x; nothing on the portal shows a photo wider than that. Formats in the order the
 * browser is offered them: AVIF first (about half the bytes of JPEG), then WebP (every current browser); the
 * original stays the fallback.
 */
export const PHOTO_VARIANTS = { widths: [480, 960, 1600], formats: ['avif', 'webp'] } as const;

export type VariantFormat = (typeof PHOTO_VARIANTS.formats)[number];

export const VARIANT_CONTENT_TYPE: Readonly<Record<VariantFormat, string>> = { avif: 'image/avif', webp: 'image/webp' };

/** One copy to make: its width in pixels (the height keeps the photo's aspect) and its format. */
export interface PhotoVariantSpec {
  readonly width: number;
  readonly format: VariantFormat;
}

/** One stored copy, as GET /api/tours/images lists it: ready for a `srcset` (docs/architecture.md §3). */
export interface PhotoVariant {
  readonly url: string;
  readonly width: number;
  readonly type: string;
}

/**
 * The widths made of a photo `originalWidth` pixels wide: every listed width it reaches, never wider than the
 * original; a photo narrower than the largest width also gets a copy at its own width, so it still has AVIF and
 * WebP copies at full resolution.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const widths: number[] = PHOTO_VARIANTS.widths.filter((width) => width <= originalWidth);
  const largest = PHOTO_VARIANTS.widths[PHOTO_VARIANTS.widths.length - 1]!;
  if (originalWidth >= 1 && originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** Every copy to make of a photo, format by format in PHOTO_VARIANTS order, narrowest first. */
export function variantSpecsFor(originalWidth: number): PhotoVariantSpec[] {
  const widths = variantWidthsFor(originalWidth);
  return PHOTO_VARIANTS.formats.flatMap((format) => widths.map((width) => ({ width, format })));
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const VARIANT_KEY = new RegExp(`^(${UUID})-([1-9][0-9]{0,4})\\.(${PHOTO_VARIANTS.formats.join('|')})$`);

/** The ObjectStorage key of one copy, next to the original's: `{objectId}-{width}.{format}`. */
export function variantKeyOf(objectId: string, spec: PhotoVariantSpec): string {
  return `${objectId}-${spec.width}.${spec.format}`;
}

/** The object id, width and format a copy's key names, or undefined for any other key (the original's, a path…). */
export function parseVariantKey(key: string): ({ readonly objectId: string } & PhotoVariantSpec) | undefined {
  const match = VARIANT_KEY.exec(key);
  return match ? { objectId: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat } : undefined;
}

/** The key of the list of copies made of a photo; never served (it names no image). */
export function variantListKeyOf(objectId: string): string {
  return `${objectId}.variants.json`;
}

const VARIANT_LIST_KEY = new RegExp(`^(${UUID})\\.variants\\.json$`);

/**
 * The object id of the photo a companion belongs to (one of its copies, or their list), or undefined for any other
 * key. A companion is written before its photo (docs/decisions/048), so one whose photo is missing is the leftover of
 * a save that never finished (docs/decisions/094).
 */
export function photoOfCompanion(key: string): string | undefined {
  return parseVariantKey(key)?.objectId ?? VARIANT_LIST_KEY.exec(key)?.[1];
}

/** The list of copies as stored next to the photo. */
export function encodeVariantList(specs: readonly PhotoVariantSpec[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ variants: specs.map(({ width, format }) => ({ width, format })) }));
}

/** The copies a stored list names; anything unreadable or unknown in it counts as no copy. */
export function decodeVariantList(bytes: Uint8Array): PhotoVariantSpec[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return [];
  }
  const variants = (parsed as { variants?: unknown } | null)?.variants;
  if (!Array.isArray(variants)) return [];
  return variants.filter(isSpec).map(({ width, format }) => ({ width, format }));
}

function isSpec(value: unknown): value is PhotoVariantSpec {
  // Any JSON value may stand in the list: a number or a string has no width, null has no properties at all.
  const candidate = value as Partial<PhotoVariantSpec> | null;
  return Number.isInteger(candidate?.width) && candidate!.width! > 0 && (PHOTO_VARIANTS.formats as readonly unknown[]).includes(candidate!.format);
}

/** A copy as the API lists it: its address under /objects/, its width and its content type. */
export function photoVariantOf(objectId: string, spec: PhotoVariantSpec): PhotoVariant {
  return { url: `${OBJECT_PATH_PREFIX}${variantKeyOf(objectId, spec)}`, width: spec.width, type: VARIANT_CONTENT_TYPE[spec.format] };
}

/**
 * The format a copy's bytes really are (docs/decisions/023: the type comes from the bytes), or undefined. AVIF is
 * an ISO-BMFF file whose `ftyp` box names the avif (still) or avis (sequence) brand; WebP is RIFF…WEBP.
 */
export function variantFormatOf(bytes: Uint8Array): VariantFormat | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  // A file shorter than the 12 bytes read here reads shorter text, which names no brand.
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}
