import { SignInUnavailableError } from '../../domain/admin/admin-sign-in.js';
import { InvalidCatalogueDocumentError } from '../../domain/catalogue/catalogue-document-io.js';
import { InvalidCatalogueEntryError, StaleRecordError } from '../../domain/catalogue/catalogue-store.js';
import { UnreadableImageError } from '../../domain/objects/image-reencoder.js';
import { PhotoNotStoredError, UnsupportedImageError, UploadForbiddenError } from '../../domain/objects/image-uploader.js';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';
import { ForeignImageError, UnknownAdminTourError } from '../../domain/tours/tour-image-replacer.js';

/** docs/architecture.md §3: the HTTP status of each domain refusal. The domain says what went wrong; this says how HTTP tells it. */
const STATUS_OF: ReadonlyArray<readonly [new (...args: never[]) => Error, number]> = [
  [UploadForbiddenError, 403],
  [UnsupportedImageError, 415],
  [UnreadableImageError, 422],
  // docs/decisions/048: the copies or the storage failed; nothing was kept, and the message says to try again.
  [PhotoNotStoredError, 500],
  [UnknownAdminTourError, 404],
  [ForeignImageError, 400],
  [PhotoFeedUnavailableError, 502],
  // docs/decisions/052: the attempt could not be counted, so the password was not checked (the limit never fails open).
  [SignInUnavailableError, 503],
  // docs/decisions/098: a catalogue write that found the record at another version than it read, and catalogue
  // records or documents the store cannot take, are the client's to resolve.
  [StaleRecordError, 409],
  [InvalidCatalogueEntryError, 400],
  [InvalidCatalogueDocumentError, 400],
];

export function statusOfDomainError(error: unknown): number | undefined {
  return STATUS_OF.find(([type]) => error instanceof type)?.[1];
}

/** Errors of express's body parser (malformed JSON, too large…) carry a 4xx status and a type. */
export function statusOfRequestError(error: unknown): { status: number; message: string } | undefined {
  const candidate = error as { status?: unknown; type?: unknown; expose?: unknown } | null;
  if (typeof candidate !== 'object' || candidate === null || typeof candidate.status !== 'number') return undefined;
  if (candidate.status < 400 || candidate.status > 499) return undefined;
  const messages: Record<string, string> = {
    'entity.parse.failed': 'The request body is not valid JSON.',
    'entity.too.large': 'The request body is too large.',
    'encoding.unsupported': 'The request body encoding is not supported.',
    'charset.unsupported': 'The request body charset is not supported.',
    'request.aborted': 'The request was aborted.',
  };
  return { status: candidate.status, message: messages[String(candidate.type)] ?? 'The request could not be read.' };
}
