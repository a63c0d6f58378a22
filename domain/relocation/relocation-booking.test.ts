import { describe, expect, it } from 'vitest';
import { RELOCATION_BOOKING_TOAST } from './relocation-booking.js';

describe('the relocation booking button (docs/product.md §7, §8)', () => {
  it('is a placeholder that says booking is coming soon', () => {
    expect(RELOCATION_BOOKING_TOAST).toEqual({ title: 'Coming Soon', description: 'Relocation services booking will be available soon!', variant: 'default' });
  });
});
