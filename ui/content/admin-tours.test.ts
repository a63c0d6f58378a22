import { expect, it } from 'vitest';
import { ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import { ADMIN_TOURS } from './admin-tours.js';

it('lists one admin tour per admin tour id, in id order (docs/product.md §3)', () => {
  expect(ADMIN_TOURS.map((tour) => tour.id)).toEqual(ADMIN_TOUR_IDS);
});
