import { expect, it } from 'vitest';
import { AFFILIATE_ID_LENGTH, isAffiliateId } from './affiliate-id-format.js';

it.each(['PARTNER-ID-PLACEHOLDER', 'RETAIL-TAG-PLACEHOLDER-20', 'costaricagw-20', '1234567', 'ABC_12', 'a', 'x'.repeat(AFFILIATE_ID_LENGTH)])('accepts %j as a partner id or tag', (text) =>
  expect(isAffiliateId(text)).toBe(true),
);
it.each(['', 'two words', 'a&b', 'tag=x', 'id#1', 'tag/20', 'año', 'x'.repeat(AFFILIATE_ID_LENGTH + 1), ' tag-20'])('refuses %j: it would not stay one query value of a link', (text) =>
  expect(isAffiliateId(text)).toBe(false),
);

it('is at most 64 characters long', () => {
  expect(AFFILIATE_ID_LENGTH).toBe(64);
});
