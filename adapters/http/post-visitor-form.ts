import type { FieldError, FormAnswer } from '../../domain/forms/form-answer.js';

/** The part of a fetch Response a form's answer needs. */
interface FormResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

export type FormFetcher = (url: string, init: RequestInit) => Promise<FormResponse>;

/** Retry-After in seconds, from its seconds or its HTTP date (RFC 9110 §10.2.3); a minute when it says neither. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number {
  const text = header?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? 60 : Math.max(0, Math.ceil((date - now) / 1000));
}

function fieldErrorsOf(body: Record<string, unknown>): FieldError[] {
  const errors = Array.isArray(body['errors']) ? (body['errors'] as unknown[]) : [];
  return errors.flatMap((error) => {
    const { field, message } = (error ?? {}) as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * POSTs a visitor's form as JSON and reads the API's answer (docs/decisions/125): 2xx with its message (and when to
 * expect an answer), 400 with its errors by field (the API's error shape), 429 with its Retry-After; anything else,
 * an unreadable body or no answer at all is `failed`. Never rejects.
 */
export async function postVisitorForm(path: string, body: object, fetcher: FormFetcher = (url, init) => fetch(url, init)): Promise<FormAnswer> {
  try {
    const response = await fetcher(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    if (response.status === 429) return { kind: 'too-many', retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) };
    if (response.status !== 400 && (response.status < 200 || response.status > 299)) return { kind: 'failed' };
    const answer = (await response.json()) as Record<string, unknown>;
    const message = typeof answer['message'] === 'string' ? answer['message'] : '';
    if (response.status === 400) return { kind: 'invalid', message, errors: fieldErrorsOf(answer) };
    const answerWithin = answer['answerWithin'];
    return typeof answerWithin === 'string' ? { kind: 'accepted', message, answerWithin } : { kind: 'accepted', message };
  } catch {
    return { kind: 'failed' };
  }
}
