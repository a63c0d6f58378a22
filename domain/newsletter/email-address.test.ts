import { expect, it } from 'vitest';
import { isEmailAddress } from './email-address.js';

it.each(['ana@example.cr', 'a.b+news@mail.example.org'])('accepts %j', (text) => expect(isEmailAddress(text)).toBe(true));
it.each(['', 'not-an-email', 'ana@', '@example.cr', 'ana maria@example.cr', 'ana@example', 'ana@example.cr and more', 'ana@example.cr '])('refuses %j', (text) =>
  expect(isEmailAddress(text)).toBe(false),
);
