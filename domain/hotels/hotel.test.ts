import { expect, it } from 'vitest';
import { HOTEL_DESTINATION_KEYS } from './hotel.js';

it('has hotel data for the eight destinations docs/product.md §2 names', () => {
  expect(HOTEL_DESTINATION_KEYS).toEqual(['arenal', 'manuel-antonio', 'monteverde', 'tamarindo', 'dominical', 'jaco', 'puerto-viejo', 'papagayo']);
});
