import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  count, emailAddress, fields, flag, list, localised, oneOf, partnerId, phoneNumber, picturePath, position, rating, sitePath, slug, text, textList, usd, webAddress,
} from './fields.js';

/** The messages a field's schema gives a value, or none when it takes it. */
const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the kinds of field of the catalogue', () => {
  it.each([
    ['a readable slug', slug, ['arenal', 'arenal-volcano-hike-2', '3-day-surf-camp'], [
      ['Arenal', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      ['arenal--hike', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      ['-arenal', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      ['arenal-', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      ['arenal_1', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      ['', 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"'],
      [7, 'must be text'],
    ]],
    ['text', text, ['La Fortuna', ' x '], [['', 'must not be empty'], ['  ', 'must not be empty'], [null, 'must be text']]],
    ['a price', usd, [75, 0.5, 4200], [[0, 'must be a positive number of US dollars'], [-5, 'must be a positive number of US dollars'], ['75', 'must be a number of US dollars']]],
    ['a rating', rating, [1, 4.8, 5], [[0.9, 'must be a rating from 1 to 5'], [5.1, 'must be a rating from 1 to 5'], ['5', 'must be a rating from 1 to 5']]],
    ['a count', count, [0, 2184], [[-1, 'must be a whole number, 0 or more'], [1.5, 'must be a whole number, 0 or more'], ['1', 'must be a whole number, 0 or more']]],
    ['a position', position, [1, 20], [[0, 'must be a whole number from 1'], [1.5, 'must be a whole number from 1'], ['1', 'must be a whole number from 1']]],
    ['a flag', flag, [true, false], [['yes', 'must be true or false']]],
    ['a web address', webAddress, ['https://www.instagram.com/costaricagateway/', 'http://broker.example'], [
      ['ftp://files.example', 'must be a web address such as https://example.com/page'],
      ['www.example.com', 'must be a web address such as https://example.com/page'],
      [3, 'must be text'],
    ]],
    ['a path of the site', sitePath, ['/', '/tours', '/destinations/playas-de-coco'], [
      ['tours', 'must be a path of the site, such as /destinations/arenal'],
      ['/Tours', 'must be a path of the site, such as /destinations/arenal'],
      ['/tours/', 'must be a path of the site, such as /destinations/arenal'],
      ['//tours', 'must be a path of the site, such as /destinations/arenal'],
      ['/tours x', 'must be a path of the site, such as /destinations/arenal'],
      [1, 'must be text'],
    ]],
    ['a picture', picturePath, ['/illustrations/luxury.svg', '/illustrations/subjects/condo_building.webp', '/a.png', '/a.jpg', '/a.avif'], [
      ['illustrations/luxury.svg', 'must be the path of a picture of the site, such as /illustrations/luxury.svg'],
      ['/illustrations/luxury.gif', 'must be the path of a picture of the site, such as /illustrations/luxury.svg'],
      ['/illustrations/luxury.svg?x', 'must be the path of a picture of the site, such as /illustrations/luxury.svg'],
      [1, 'must be text'],
    ]],
    ['a partner id', partnerId, ['PARTNER-ID_1'], [['has space', 'must be letters, digits, hyphens or underscores (at most 64)'], [1, 'must be text']]],
    ['an email address', emailAddress, ['hello@costaricagateway.com'], [['hello', 'must be an email address such as hello@costaricagateway.com'], [1, 'must be text']]],
    ['a phone number', phoneNumber, ['+506 2222 3333'], [['call us', 'must be a phone number such as +506 2222 3333'], [1, 'must be text']]],
  ] as const)('%s', (_, schema, accepted, refused) => {
    for (const value of accepted) expect(messages(schema(), value), JSON.stringify(value)).toEqual([]);
    for (const [value, message] of refused) expect(messages(schema(), value), JSON.stringify(value)).toEqual([message]);
  });

  it('takes text a visitor reads by language, English only for now', () => {
    expect(messages(localised(text()), { en: 'Arenal' })).toEqual([]);
    expect(messages(localised(text()), 'Arenal')).toEqual(['must be given by language, such as { "en": … } (English only for now)']);
    expect(messages(localised(text()), { en: '' })).toEqual(['must not be empty']);
    expect(localised(text()).safeParse({ en: 'Arenal', es: 'Arenal' }).error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['es'] })]);
  });

  it('counts the items of a list, and says how many it needs', () => {
    expect(messages(textList(3, 4, 'highlights'), ['a', 'b', 'c'])).toEqual([]);
    expect(messages(textList(3, 4, 'highlights'), ['a', 'b', 'c', 'd'])).toEqual([]);
    expect(messages(textList(3, 4, 'highlights'), ['a', 'b'])).toEqual(['must list 3 to 4 highlights']);
    expect(messages(textList(3, 4, 'highlights'), ['a', 'b', 'c', 'd', 'e'])).toEqual(['must list 3 to 4 highlights']);
    expect(messages(textList(4, 4, 'highlights'), ['a', 'b', 'c', 'd'])).toEqual([]);
    expect(messages(textList(4, 4, 'highlights'), ['a', 'b', 'c'])).toEqual(['must list exactly 4 highlights']);
    expect(messages(textList(1, 2, 'features'), 'abc')).toEqual(['must be a list of features']);
    expect(messages(textList(1, 2, 'features'), ['a', ''])).toEqual(['must not be empty']);
    expect(messages(list(flag(), 1, 1, 'stages'), [true, 'no'])).toEqual(['must be true or false']);
  });

  it('names the values a field may take', () => {
    expect(messages(oneOf(['Easy', 'Moderate']), 'Moderate')).toEqual([]);
    expect(messages(oneOf(['Easy', 'Moderate']), 'Hard')).toEqual(['must be one of "Easy", "Moderate"']);
  });

  it('takes a group of exactly its fields', () => {
    expect(messages(fields({ name: text() }), { name: 'Arenal' })).toEqual([]);
    expect(messages(fields({ name: text() }), 'Arenal')).toEqual(['must be a group of fields, such as { "name": … }']);
    expect(fields({ name: text() }).safeParse({ name: 'Arenal', nmae: 'x' }).error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['nmae'] })]);
  });
});
