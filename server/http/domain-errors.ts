import { SignInUnavailableError } from '../../domain/admin/admin-sign-in.js';
import { InvalidCatalogueDocumentError } from '../../domain/catalogue/catalogue-document-io.js';
import {
  CatalogueItemNotFoundError,
  CatalogueRecordInUseError,
  InvalidCatalogueRecordError,
  InvalidCatalogueRequestError,
  ScheduledChangeNotPendingError,
  UnknownCollectionError,
  UnpublishableChangeError,
} from '../../domain/catalogue/catalogue-editing-errors.js';
import { InvalidPriceChangeError } from '../../domain/catalogue/catalogue-price-changes.js';
import { PreviewAddressRefusedError } from '../../domain/catalogue/catalogue-review.js';
import { InvalidCatalogueEntryError, StaleRecordError } from '../../domain/catalogue/catalogue-store.js';
import { UnreadableImageError } from '../../domain/objects/image-reencoder.js';
import { PhotoNotStoredError, UnsupportedImageError, UploadForbiddenError } from '../../domain/objects/image-uploader.js';
import { PhotoFeedUnavailableError } from '../../domain/photo-feed/photo-feed-source.js';
import { ForeignImageError, UnknownAdminTourError } from '../../domain/tours/tour-image-replacer.js';
import { InvalidRequestError, PublicationRefusedError } from '../catalogue/catalogue-requests.js';
import { UnknownMailError } from '../../domain/inbox/inbox-admin.js';
import { InvalidFormError } from '../../domain/inbox/visitor-form.js';
import { UnsafeHeaderError } from '../../domain/mail/outgoing-mail.js';
import { UnknownRequestError } from '../../domain/relocation/relocation-desk.js';
import { LinkNotCheckedError } from '../../domain/link-health/link-health-reader.js';
import { StopGapRefusedError } from '../../domain/link-health/search-stop-gap.js';

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
  // docs/decisions/103, 104: the admin catalogue API. What names nothing is 404, what is not a record or a request 400,
  // what the catalogue as it stands refuses 409, and a publication the publisher's audits refuse 422.
  [UnknownCollectionError, 404],
  [CatalogueItemNotFoundError, 404],
  [LinkNotCheckedError, 404],
  [StopGapRefusedError, 409],
  [InvalidCatalogueRequestError, 400],
  [InvalidCatalogueRecordError, 400],
  [InvalidRequestError, 400],
  [CatalogueRecordInUseError, 409],
  [UnpublishableChangeError, 409],
  [ScheduledChangeNotPendingError, 409],
  [PublicationRefusedError, 422],
  // docs/decisions/115: a preview address not made here, past its time, or of a session that ended.
  [PreviewAddressRefusedError, 403],
  // docs/decisions/117: a bulk price change with a value, a record or a price that is not one.
  [InvalidPriceChangeError, 400],
  // Issue 39: a visitor's form or an operator's call naming each wrong field (400), or naming nothing kept (404).
  [InvalidFormError, 400],
  [UnsafeHeaderError, 400],
  [UnknownRequestError, 404],
  [UnknownMailError, 404],
];

export function statusOfDomainError(error: unknown): number | undefined {
  return STATUS_OF.find(([type]) => error instanceof type)?.[1];
}

/**
 * What a refusal's answer carries besides the error shape (docs/decisions/103): the record as it is now for a stale
 * write, each field's problem, what names a record that was not archived, the audits' reasons for a refused publication.
 */
export function detailsOfDomainError(error: unknown): Record<string, unknown> {
  if (error instanceof StaleRecordError) return { current: error.current ?? null };
  if (
    error instanceof InvalidCatalogueRecordError ||
    error instanceof UnpublishableChangeError ||
    error instanceof InvalidRequestError ||
    error instanceof InvalidPriceChangeError ||
    error instanceof InvalidFormError
  ) {
    return { errors: error.problems };
  }
  if (error instanceof CatalogueRecordInUseError) return { usedBy: error.usedBy.map(({ from, field }) => ({ ...from, field })) };
  if (error instanceof PublicationRefusedError) return { reasons: error.reasons, records: error.records };
  return {};
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
