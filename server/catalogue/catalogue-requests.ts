import { z } from 'zod';
import type { FieldProblem } from '../../domain/catalogue/catalogue-editing-errors.js';
import type { Publication } from '../../domain/catalogue/catalogue-publisher.js';
import { PRICE_CHANGES_BY } from '../../domain/catalogue/catalogue-price-changes.js';
import { SCHEDULED_CHANGE_KINDS } from '../../domain/catalogue/scheduled-change-store.js';
import { fields, oneOf } from '../../domain/catalogue/schema/fields.js';

/*
 * The admin catalogue API's request bodies (docs/decisions/103, 104), read with zod rather than class-validator DTOs:
 * a record's data is any group of fields, which its collection's schema checks in the domain, and a refusal names each
 * field the way the record's own problems are named (`errors: [{ field, message }]`).
 */

/** A request whose body or address is not what its call takes: every problem, by field (400). */
export class InvalidRequestError extends Error {
  constructor(readonly problems: readonly FieldProblem[]) {
    super(`The request is not valid: ${problems.map((problem) => problem.message).join('; ')}`);
    this.name = 'InvalidRequestError';
  }
}

/** A publication the publisher's audits refused (422): nothing was published. */
export class PublicationRefusedError extends Error {
  readonly reasons: Extract<Publication, { outcome: 'refused' }>['reasons'];
  readonly records: Publication['records'];

  constructor(publication: Extract<Publication, { outcome: 'refused' }>) {
    super(`Nothing was published: ${publication.reasons.map((reason) => `${reason.page}: ${reason.audit}: ${reason.message}`).join('; ')}`);
    this.name = 'PublicationRefusedError';
    this.reasons = publication.reasons;
    this.records = publication.records;
  }
}

const version = () => z.number({ error: 'must be the version you read, a whole number from 1' }).int().min(1);
const recordData = () => z.record(z.string(), z.unknown(), { error: 'must be the record\'s fields, such as { "price": 65 }' });
const text = (what: string) => z.string({ error: `must be ${what}` });

export const createRequest = () => fields({ id: text('the new record\'s id, a readable slug such as "arenal-night-walk"'), data: recordData() });
export const updateRequest = () => fields({ version: version(), data: recordData() });
export const versionRequest = () => fields({ version: version() });
export const publishRequest = () =>
  fields({
    records: z.array(fields({ collection: text('a collection\'s name'), id: text('a record\'s id') }), { error: 'must be a list of records such as [{ "collection": "tours", "id": "…" }]' }).optional(),
  });
export const priceChangeRequest = () =>
  fields({
    records: z.array(fields({ collection: text('a collection\'s name: tours or products'), id: text('a record\'s id'), version: version() }), {
      error: 'must be a list of records such as [{ "collection": "tours", "id": "…", "version": 3 }]',
    }),
    by: oneOf(PRICE_CHANGES_BY),
    value: z.number({ error: 'must be a number: dollars, or percent such as 5 or -10' }),
  });
export const scheduleRequest = () =>
  fields({
    kind: oneOf(SCHEDULED_CHANGE_KINDS),
    data: recordData().optional(),
    version: version(),
    at: text('a time such as 2026-12-01T08:00 (Costa Rica time)'),
  }).superRefine((request, context) => {
    if (request.kind === 'update' && request.data === undefined) context.addIssue({ code: 'custom', path: ['data'], message: 'is missing: an update gives the record\'s new fields' });
    if (request.kind === 'archive' && request.data !== undefined) context.addIssue({ code: 'custom', path: ['data'], message: 'must be left out of an archiving' });
  });

/** A zod issue of a request as the operator reads it, one per field: an unknown field is named itself. */
function problemsOf(issue: z.core.$ZodIssue): FieldProblem[] {
  const named = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: named([...issue.path, key]), message: `${named([...issue.path, key])} is not a field of this request` }));
  const field = named(issue.path);
  if (issue.code !== 'custom' && issue.input === undefined) return [{ field, message: `${field} is missing` }];
  return [{ field, message: `${field} ${issue.message}` }];
}

/** The body as `schema` reads it, or InvalidRequestError naming each field. */
export function parsedBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw new InvalidRequestError(parsed.error.issues.flatMap(problemsOf));
  return parsed.data;
}

/** A number in the address ('/revisions/3'): a whole number from 1, or a 400 naming the part. */
export function wholeNumberParameter(name: string, text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new InvalidRequestError([{ field: name, message: `${name} must be a whole number from 1, got "${text}"` }]);
  return Number(text);
}
