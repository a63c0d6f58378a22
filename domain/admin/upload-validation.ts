/** What the upload check needs to know of a chosen file (a browser File has all of these). */
export interface CandidateFile {
  readonly name: string;
  readonly size: number;
  /** MIME type as the browser reports it; empty when it cannot tell. */
  readonly type: string;
  readonly lastModified?: number;
}

import { MAX_UPLOAD_BYTES } from '../objects/image-format.js';

/** docs/product.md §2 admin page: one 'Upload New Image' per card, or 'Upload Multiple Images' in batch mode. */
export type UploadMode = 'single' | 'batch';

/** docs/product.md §5, §9: how many files one pick may hold. */
export const MAX_FILES: Readonly<Record<UploadMode, number>> = { single: 1, batch: 10 };

/** docs/product.md §2: the hint beside 'Upload Multiple Images' in batch mode. */
export function batchUploadHint(): string {
  return `Up to ${MAX_FILES.batch} photos; the first goes to Tour #1, the second to Tour #2, and so on.`;
}

/** The size limit as the upload widget writes it: Uppy's prettier-bytes gives "10 MB" for 10485760 bytes. */
export const MAX_UPLOAD_SIZE_TEXT = `${MAX_UPLOAD_BYTES / 1_048_576} MB`;

/**
 * docs/product.md §8: refusals use the upload widget's own words. These are Uppy's en_US locale strings
 * (@uppy/core locale: exceedsSize, youCanOnlyUploadFileTypes, youCanOnlyUploadX, noDuplicates),
 * filled in the way Uppy fills them.
 */
export const uploadRefusal = {
  tooLarge: (fileName: string) => `${fileName} exceeds maximum allowed size of ${MAX_UPLOAD_SIZE_TEXT}`,
  typeNotAllowed: () => 'You can only upload: image/*',
  tooMany: (limit: number) => `You can only upload ${limit} ${limit === 1 ? 'file' : 'files'}`,
  duplicate: (fileName: string) => `Cannot add the duplicate file '${fileName}', it already exists`,
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

function refusalOf(file: CandidateFile, seen: readonly CandidateFile[], acceptedCount: number, mode: UploadMode): string | undefined {
  if (seen.some((other) => sameFile(other, file))) return uploadRefusal.duplicate(file.name);
  if (!file.type.startsWith('image/')) return uploadRefusal.typeNotAllowed();
  if (file.size > MAX_UPLOAD_BYTES) return uploadRefusal.tooLarge(file.name);
  if (acceptedCount >= MAX_FILES[mode]) return uploadRefusal.tooMany(MAX_FILES[mode]);
  return undefined;
}

/**
 * docs/product.md §5 uploads: images only, each at most MAX_UPLOAD_BYTES, one file in single mode, up to
 * MAX_FILES.batch in batch mode. Files are taken in the order chosen; each refused file gets one reason (the first
 * that applies: duplicate, type, size, count), and a refused file does not use up a place.
 */
export function checkUploads<F extends CandidateFile>(
  files: readonly F[],
  mode: UploadMode,
  alreadyAdded: readonly CandidateFile[] = [],
): UploadCheck<F> {
  const accepted: F[] = [];
  const refused: RefusedFile<F>[] = [];
  for (const file of files) {
    const reason = refusalOf(file, [...alreadyAdded, ...accepted], alreadyAdded.length + accepted.length, mode);
    if (reason === undefined) accepted.push(file);
    else refused.push({ file, reason });
  }
  return { accepted, refused };
}
