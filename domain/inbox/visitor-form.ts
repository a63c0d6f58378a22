import { z } from 'zod';
import type { FieldProblem } from '../catalogue/catalogue-editing-errors.js';
import { isHeaderSafe } from '../mail/outgoing-mail.js';
import { isEmailAddress } from '../newsletter/email-address.js';

/*
 * What the visitor forms of issue 39 share (point 5): every field checked by the domain, each problem named by its
 * field, nothing stored when any is wrong; text bound for a mail header without a line break; an over-long field refused
 * rather than cut.
 */

/** RFC 5321's longest path: 254 characters for a whole address. */
export const MAX_EMAIL_LENGTH = 254;
/** The honeypot field a person never sees and so never fills. */
export const MAX_HONEYPOT_LENGTH = 500;

/** A visitor's form with problems (400 naming each field); nothing was kept. */
export class InvalidFormError extends Error {
  constructor(readonly problems: readonly FieldProblem[]) {
    super(`The form is not valid: ${problems.map((problem) => problem.message).join('; ')}`);
    this.name = 'InvalidFormError';
  }
}

/** Text that must not be empty and must fit `max` characters (a person's name, a page). */
export const boundedText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .transform((value) => value.trim())
    .refine((value) => value !== '', { error: 'must not be empty' })
    .refine((value) => [...value].length <= max, { error: `must be at most ${max} characters long` });

/** Text bound for a mail header (a name in a subject): also no line break or control character. */
export const headerText = (max: number) => boundedText(max).refine(isHeaderSafe, { error: 'must be one line without control characters' });

/** An e-mail address, kept lower-case (the key of its subscription and of "delete a person's data"). */
export const emailAddress = () =>
  z
    .string({ error: 'must be text' })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value.length <= MAX_EMAIL_LENGTH, { error: `must be at most ${MAX_EMAIL_LENGTH} characters long` })
    .refine(isEmailAddress, { error: 'must be an e-mail address such as ana@example.com' });

/** The honeypot: absent or any short text; filled means a robot. */
export const honeypot = () => z.string({ error: 'must be text' }).max(MAX_HONEYPOT_LENGTH, { error: `must be at most ${MAX_HONEYPOT_LENGTH} characters long` }).optional();

function problemsOf(issue: z.core.$ZodIssue): FieldProblem[] {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: key, message: `${key} is not a field of this form` }));
  // A problem of a list's item is its field's: `services`, not `services.1`.
  const field = String(issue.path[0] ?? 'body');
  if (issue.input === undefined) return [{ field, message: `${field} is missing` }];
  return [{ field, message: `${field} ${issue.message}` }];
}

/** The form as `schema` reads it, or InvalidFormError naming each field (one problem per field, the first). */
export function parsedForm<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap(problemsOf);
  throw new InvalidFormError(problems.filter((problem, index) => problems.findIndex((other) => other.field === problem.field) === index));
}

/**
 * The per-client limit of the visitor forms together (issue 39 point 5): 5 forms in 10 minutes from one address (an
 * IPv6 /64), then 429 with the seconds left; a person sends one or two, a flood is cut at the fifth. Per server, in
 * memory, like the other limits of docs/decisions/057.
 */
export const VISITOR_FORM_RATE = { perWindow: 5, windowMs: 600_000, maxClients: 50_000 } as const;
