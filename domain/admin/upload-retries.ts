import type { UploadStep } from './tour-photo-uploads.js';

/**
 * docs/product.md §9 upload widget defaults: a failed transfer is tried again after 0, 1000, 3000 and 5000 ms,
 * and at most 6 transfers run at once.
 */
export const RETRY_DELAYS_MS: readonly number[] = [0, 1000, 3000, 5000];
export const MAX_CONCURRENT_UPLOADS = 6;

/** How one call of a photo's upload failed: its step, the HTTP status if the server answered, and whether the browser was offline. */
export interface TransferFailure {
  readonly step: UploadStep;
  readonly status?: number;
  readonly offline?: boolean;
  /** The server's Retry-After, in ms, when it sent one (issue 19: never retry sooner). */
  readonly retryAfterMs?: number;
}

/** A Retry-After header (whole seconds, or an HTTP date) in ms from `now`; undefined for none or nonsense. */
export function retryAfterMsOf(header: string | null, now: Date): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

export type NextMove =
  | { readonly kind: 'retry'; readonly delayMs: number }
  /** Send again once the browser is back online. */
  | { readonly kind: 'retry-when-online' }
  /** 401: the server no longer knows the admin session; nothing will work until the operator signs in again. */
  | { readonly kind: 'session-ended' }
  | { readonly kind: 'give-up' };

const TRANSIENT = (status: number | undefined) => status === undefined || status === 429 || status >= 500;

/**
 * docs/decisions/031-uppy-uploads.md: what to do after a photo's upload failed, file by file. Network errors,
 * 429 and 5xx are tried again after RETRY_DELAYS_MS (each never sooner than the server's Retry-After), then given up; a refused upload URL (403: expired or
 * used) gets one fresh URL; 401 ends the session; any other answer (400, 404, 413, 415, 422) would come back
 * the same, so it is given up at once. While offline, the upload waits for the connection.
 */
export class UploadRetries {
  private readonly history = new Map<string, { retries: number; freshUrl: boolean }>();

  next(fileId: string, failure: TransferFailure): NextMove {
    if (failure.status === 401) return { kind: 'session-ended' };
    if (failure.offline) return { kind: 'retry-when-online' };
    const history = this.history.get(fileId) ?? { retries: 0, freshUrl: false };
    this.history.set(fileId, history);
    if (failure.step === 'send' && failure.status === 403) {
      if (history.freshUrl) return { kind: 'give-up' };
      history.freshUrl = true;
      return { kind: 'retry', delayMs: 0 };
    }
    const scheduled = RETRY_DELAYS_MS[history.retries];
    if (!TRANSIENT(failure.status) || scheduled === undefined) return { kind: 'give-up' };
    history.retries += 1;
    // Issue 19: the product's schedule, but never sooner than the server asked.
    return { kind: 'retry', delayMs: Math.max(scheduled, failure.retryAfterMs ?? 0) };
  }

  /** A file that was saved, given up or removed: its next failure starts again from the first delay. */
  forget(fileId: string): void {
    this.history.delete(fileId);
  }
}

/**
 * Issue 19: what the admin page says while photos wait for their next try (the widget itself only says
 * "Upload failed"), from each waiting photo's delay in ms. Nothing when none waits or the next try is at once.
 */
export function retryWaitNotice(delaysMs: readonly number[]): string | undefined {
  const waiting = delaysMs.filter((delay) => delay > 0);
  if (waiting.length === 0) return undefined;
  const seconds = Math.ceil(Math.max(...waiting) / 1000);
  return waiting.length === 1
    ? `The photo was not sent yet: trying again in ${seconds} s.`
    : `${waiting.length} photos were not sent yet: trying again within ${seconds} s.`;
}
