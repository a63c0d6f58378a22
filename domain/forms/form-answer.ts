/** One field the server (or the form's own check) refused, named as the request names it. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/**
 * What came of sending a visitor's form (docs/decisions/125): the server's own words when it took it, the refusals by
 * field (400), how long to wait when the client sent too many (429 and its Retry-After), or a failure to reach it.
 * The browser's adapters turn an answer into this; the forms never read HTTP.
 */
export type FormAnswer =
  | { readonly kind: 'accepted'; readonly message: string; readonly answerWithin?: string }
  | { readonly kind: 'invalid'; readonly message: string; readonly errors: readonly FieldError[] }
  | { readonly kind: 'too-many'; readonly retryAfterSeconds: number }
  | { readonly kind: 'failed' };

/** A form's messages by its own field names, and what has no field of the form (said once, above the button). */
export interface FormRefusal<Field extends string> {
  readonly byField: Partial<Record<Field, string>>;
  readonly general?: string;
}

/** What a form says after a submit: nothing yet, the server's answer (and what else the form adds), or what to fix. */
export type FormStatus<Field extends string, Sent extends object = object> =
  | { readonly kind: 'idle' }
  | ({ readonly kind: 'sent'; readonly message: string } & Sent)
  | { readonly kind: 'refused'; readonly refusal: FormRefusal<Field> };

/** A form as it reads after a submit, and what it says. */
export interface FormOutcome<Form, Status> {
  readonly form: Form;
  readonly status: Status;
}

/** "1 minute", "2 minutes", "45 seconds": Retry-After said the way a visitor reads a wait. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429 said plainly, with when to try again (docs/decisions/125). */
export function tooManyText(retryAfterSeconds: number): string {
  return `Too many forms were sent from your connection. Please try again in ${waitText(retryAfterSeconds)}.`;
}

/** When the answer cannot be read or the server is not reached. */
export const FORM_FAILED_TEXT = 'The form could not be sent. Please check your connection and try again.';

/**
 * The refusals of an answer placed by the form's fields: each error of a field the form has goes beside it (the first
 * per field); any other, and a refusal with no field at all, goes to the general message.
 */
export function refusalOf<Field extends string>(answer: Exclude<FormAnswer, { kind: 'accepted' }>, fields: readonly Field[]): FormRefusal<Field> {
  if (answer.kind === 'too-many') return { byField: {}, general: tooManyText(answer.retryAfterSeconds) };
  if (answer.kind === 'failed') return { byField: {}, general: FORM_FAILED_TEXT };
  const byField: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const error of answer.errors) {
    const field = fields.find((name) => name === error.field);
    if (field === undefined) others.push(error.message);
    else byField[field] ??= error.message;
  }
  const placed = Object.keys(byField).length > 0;
  const general = others.length > 0 ? others.join(' ') : placed ? undefined : answer.message;
  return general === undefined ? { byField } : { byField, general };
}
