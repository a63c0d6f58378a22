import { expect, it } from 'vitest';
import { isPhoneNumber } from './phone-number.js';

it.each(['+506 2222 3333', '(506) 2222-3333', '+1 415.555.0100', '22223333', '123456', '+123456789012345'])('accepts %j as a number to call', (text) =>
  expect(isPhoneNumber(text)).toBe(true),
);
it.each(['', 'call us', '+506 2222 3333 ext. 4', '12345', '+1234567890123456', '++506 2222 3333', '2222+3333', '506_2222_3333', '+506 2222 3333 '])(
  'refuses %j',
  (text) => expect(isPhoneNumber(text)).toBe(false),
);
