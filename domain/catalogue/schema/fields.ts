import { z } from 'zod';
import { isAffiliateId } from '../../affiliate/affiliate-id-format.js';
import { isPhoneNumber } from '../../contact/phone-number.js';
import { isEmailAddress } from '../../newsletter/email-address.js';

/*
 * The kinds of field the catalogue's records are made of (docs/decisions/100), each a zod schema whose messages say,
 * in an operator's words, what the field must hold. A message is the end of a sentence whose start is the field's
 * name: parseCatalogueDocument writes "price must be a positive number of US dollars, got -5" (catalogue-document.ts).
 * The schemas are made by functions, called for each document, so mutation testing judges each one by the tests that
 * parse a record (a schema built at module level would be a "static" mutant, run against every test of the domain).
 */

/** Lowercase letters and digits in words joined by single hyphens: 'arenal-volcano-hike-and-tabacon-hot-springs'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A record's id or a reference to one: a readable slug (docs/decisions/099). */
export const slug = () =>
  z.string({ error: 'must be text' }).regex(SLUG_PATTERN, {
    error: 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"',
    // A record's own checks that read this field (a destination page's path) are not run on a wrong one.
    abort: true,
  });

/** Text that says something: not empty, not only spaces. */
export const text = () => z.string({ error: 'must be text' }).refine((value) => value.trim() !== '', { error: 'must not be empty' });

/**
 * A field a visitor reads, by language: `{ "en": … }`. English only for now; a second language is one more key here
 * (docs/decisions/100), and until then any other key is refused, so a misspelt one is caught.
 */
export const localised = <T extends z.ZodType>(value: T) => z.strictObject({ en: value }, { error: 'must be given by language, such as { "en": … } (English only for now)' });

/** The shape of a field a visitor reads: its value in each language of the site. */
export interface Localised<T> {
  readonly en: T;
}

/** A list of `atLeast` to `atMost` items, each checked by `item`; `what` names them in the messages ('highlights'). */
export const list = <T extends z.ZodType>(item: T, atLeast: number, atMost: number, what: string) =>
  z
    .array(item, { error: `must be a list of ${what}` })
    // A refinement rather than .min() and .max(), which zod runs on any value with a length, text too.
    .refine((items) => items.length >= atLeast && items.length <= atMost, { error: atLeast === atMost ? `must list exactly ${atLeast} ${what}` : `must list ${atLeast} to ${atMost} ${what}` });

/** Texts a visitor reads, in order: `atLeast` to `atMost` of them. */
export const textList = (atLeast: number, atMost: number, what: string) => list(text(), atLeast, atMost, what);

/** A price in US dollars, above 0. */
export const usd = () => z.number({ error: 'must be a number of US dollars' }).positive({ error: 'must be a positive number of US dollars' });

/*
 * A schema's own message (`z.number({ error })`) is also the message of its checks (.min, .int, .refine) that give
 * none: one message says what the field must be, whichever check it fails.
 */

/** A review rating, from 1 to 5. */
export const rating = () => z.number({ error: 'must be a rating from 1 to 5' }).min(1).max(5);

/** A whole number, 0 or more (reviews, units). */
export const count = () => z.number({ error: 'must be a whole number, 0 or more' }).int().min(0);

/** A place in an order, from 1: the first is 1. */
export const position = () => z.number({ error: 'must be a whole number from 1' }).int().min(1);

/** A day of the calendar, written as ISO 8601 writes it: '2026-11-20'. */
export const calendarDate = () =>
  z.string({ error: 'must be text' }).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'must be a date such as 2026-11-20',
  });

/** A month of the calendar, YYYY-MM: '2026-06'. */
export const yearMonth = () => z.string({ error: 'must be text' }).regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: 'must be a month such as 2026-06' });

/** True or false. */
export const flag = () => z.boolean({ error: 'must be true or false' });

/** One of a fixed list of values, named in the message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.map((value) => `"${value}"`).join(', ')}` });

/** A web address outside the site, http or https. */
export const webAddress = () =>
  z.string({ error: 'must be text' }).refine(
    (value) => {
      const protocol = URL.parse(value)?.protocol;
      return protocol === 'http:' || protocol === 'https:';
    },
    { error: 'must be a web address such as https://example.com/page' },
  );

/** A path of the site: '/', '/tours', '/destinations/arenal'. */
export const sitePath = () =>
  z
    .string({ error: 'must be text' })
    .regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/, { error: 'must be a path of the site, such as /destinations/arenal', abort: true });

/** A picture served by the site: '/illustrations/luxury.svg'. */
export const picturePath = () =>
  z.string({ error: 'must be text' }).regex(/^\/[a-z0-9/_-]+\.(?:svg|png|jpg|webp|avif)$/, { error: 'must be the path of a picture of the site, such as /illustrations/luxury.svg' });

/**
 * A photo the operator uploaded (docs/decisions/021, 023): the path this server stores it under, '/objects/{uuid}',
 * never an address elsewhere, so a record can only show a photo that went through the upload and its re-encoding.
 */
export const uploadedPhotoPath = () =>
  z.string({ error: 'must be text' }).regex(/^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: 'must be the path of a photo uploaded on the admin page, such as /objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10',
  });

/** A partner's id (partner, widget, associate tag, affiliate network ids): it goes into every partner link. */
export const partnerId = () => z.string({ error: 'must be text' }).refine(isAffiliateId, { error: 'must be letters, digits, hyphens or underscores (at most 64)' });

export const emailAddress = () => z.string({ error: 'must be text' }).refine(isEmailAddress, { error: 'must be an email address such as hello@costaricagateway.com' });

export const phoneNumber = () => z.string({ error: 'must be text' }).refine(isPhoneNumber, { error: 'must be a phone number such as +506 2222 3333' });

const NOT_FIELDS = 'must be a group of fields, such as { "name": … }';

/** A record or a group of fields: exactly these fields, so a misspelt one is caught. */
export const fields = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: NOT_FIELDS });

/**
 * The message of a record of several kinds (a zod discriminated union): its kind field must name one of them
 * (`kinds`, as the message says them), and a record that is not a group of fields at all is told so.
 */
export const kindsError = (kinds: string) => (issue: { readonly code: string }) => (issue.code === 'invalid_type' ? NOT_FIELDS : `must be ${kinds}`);

/**
 * Reports a problem a record's own check found (a zod refinement): at `path` inside the value checked, with the value
 * it refuses when there is one to quote.
 */
export function problem(context: z.RefinementCtx, path: readonly PropertyKey[], message: string, input?: unknown): void {
  context.addIssue({ code: 'custom', path: [...path], message, ...(input === undefined ? {} : { input }) });
}
