import { expect, it } from 'vitest';
import { retailDisclosure } from './retail-disclosure.js';

it('states the affiliate relationship as the retailer requires it', () => {
  expect(retailDisclosure('Amazon')).toBe('As an Amazon Associate we earn from qualifying purchases.');
});
