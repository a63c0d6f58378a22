/** What the upload check needs to know of a chosen file (a browser File has all of these). */
export interface CandidateFile {
  readonly name: string;
  readonly size: number;
  /** MIME type as the browser reports it; empty when it cannot tell. */
  readonly type: string;
  readonly lastModified?: number;
}

import { CONTENT_TYPE_OF, MAX_UPLOAD_BYTES } from '../objects/image-format.js';

/** docs/product.md §2 admin page: one 'Upload New Image' per card, or 'Upload Multiple Images' in batch mode. */
export type UploadMode = 'single' | 'batch';

/** docs/product.md §5, §9: how many files one pick may hold. */
export const MAX_FILES: Readonly<Record<UploadMode, number>> = { single: 1, batch: 10 };

/** docs/product.md §2: the hint beside 'Upload Multiple Images' in batch mode. */
export function batchUploadHint(): string {
  return `Up to ${MAX_FILES.batch} photos; the first goes to Tour #1, the second to Tour #2, and so on.`;
}

/**
 * docs/decisions/031-uppy-uploads.md: exactly the formats the server keeps (JPEG, PNG, WebP, told by their
 * bytes: domain/objects/image-format.ts), so a GIF or HEIC is refused when it is picked, not at the server.
 */
export const ALLOWED_UPLOAD_TYPES: readonly string[] = Object.values(CONTENT_TYPE_OF);

/** The file pickers' `accept`. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_TYPES.join(',');

/** The formats as the help text names them. */
export const UPLOAD_FORMATS_TEXT = 'JPEG, PNG or WebP';

/** The upload widget's (Uppy's) restrictions of a mode: the same limits as checkUploads. */
export function uploadRestrictions(mode: UploadMode): { maxFileSize: number; maxNumberOfFiles: number; allowedFileTypes: string[] } {
  return { maxFileSize: MAX_UPLOAD_BYTES, maxNumberOfFiles: MAX_FILES[mode], allowedFileTypes: [...ALLOWED_UPLOAD_TYPES] };
}

/** The size limit as the upload widget writes it: Uppy's prettier-bytes gives "10 MB" for 10485760 bytes. */
export const MAX_UPLOAD_SIZE_TEXT = `${MAX_UPLOAD_BYTES / 1_048_576} MB`;

/**
 * docs/product.md §8: refusals use the upload widget's own words. These are Uppy's en_US locale strings
 * (@uppy/core locale: exceedsSize, youCanOnlyUploadFileTypes, youCanOnlyUploadX, noDuplicates, noMoreFilesAllowed),
 * filled in the way Uppy fills them.
 */
export const uploadRefusal = {
  tooLarge: (fileName: string) => `${fileName} exceeds maximum allowed size of ${MAX_UPLOAD_SIZE_TEXT}`,
  typeNotAllowed: () => `You can only upload: ${ALLOWED_UPLOAD_TYPES.join(', ')}`,
  tooMany: (limit: number) => `You can only upload ${limit} ${limit === 1 ? 'file' : 'files'}`,
  duplicate: (fileName: string) => `Cannot add the duplicate file '${fileName}', it already exists`,
  noMoreFiles: () => 'Cannot add more files',
} as const;

export interface RefusedFile<F> {
  readonly file: F;
  readonly reason: string;
}

export interface UploadCheck<F> {
  readonly accepted: F[];
  readonly refused: RefusedFile<F>[];
}

/** Uppy tells files apart by name, type, size and modification time; so do we. */
function sameFile(a: CandidateFile, b: CandidateFile): boolean {
  return a.name === b.name && a.type === b.type && a.size === b.size && a.lastModified === b.lastModified;
}

/** The file's own type, without parameters (`image/webp; charset=binary` is WebP), as Uppy reads it. */
function baseType(type: string): string {
  return type.replace(/;.*$/, '').trim();
}

function refusalOf(file: CandidateFile, seen: readonly CandidateFile[]): string | undefined {
  if (seen.some((other) => sameFile(other, file))) return uploadRefusal.duplicate(file.name);
  if (!ALLOWED_UPLOAD_TYPES.includes(baseType(file.type))) return uploadRefusal.typeNotAllowed();
  if (file.size > MAX_UPLOAD_BYTES) return uploadRefusal.tooLarge(file.name);
  return undefined;
}

/**
 * docs/product.md §5 uploads, as the upload widget applies them (docs/decisions/031-uppy-uploads.md): JPEG, PNG
 * or WebP only, each at most MAX_UPLOAD_BYTES, one file in single mode, up to MAX_FILES.batch in batch mode.
 * Each file is checked in the order chosen and gets one reason (the first that applies: duplicate, type,
 * size); a refused file does not use up a place. Then the count: a pick that would pass the mode's limit
 * together with the files already added is refused as a whole. While an upload runs, no file is taken.
 */
export function checkUploads<F extends CandidateFile>(
  files: readonly F[],
  mode: UploadMode,
  alreadyAdded: readonly CandidateFile[] = [],
  { uploading = false }: { uploading?: boolean } = {},
): UploadCheck<F> {
  if (uploading) return { accepted: [], refused: files.map((file) => ({ file, reason: uploadRefusal.noMoreFiles() })) };
  const accepted: F[] = [];
  const refused: RefusedFile<F>[] = [];
  for (const file of files) {
    const reason = refusalOf(file, [...alreadyAdded, ...accepted]);
    if (reason === undefined) accepted.push(file);
    else refused.push({ file, reason });
  }
  if (alreadyAdded.length + accepted.length <= MAX_FILES[mode]) return { accepted, refused };
  return { accepted: [], refused: [...refused, ...accepted.map((file) => ({ file, reason: uploadRefusal.tooMany(MAX_FILES[mode]) }))] };
}
