import { describe, expect, it } from 'vitest';
import { ADMIN_TOUR_COUNT, ADMIN_TOUR_IDS, isAdminTourId, parseAdminTourId } from './admin-tour-id.js';

describe('the admin tour ids (docs/product.md §3)', () => {
  it('are 1 to 11, in order', () => {
    expect(ADMIN_TOUR_COUNT).toBe(11);
    expect(ADMIN_TOUR_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each([1, 6, 11])('%i is an admin tour id', (id) => {
    expect(isAdminTourId(id)).toBe(true);
  });

  it.each([0, 12, -1, 1.5, Number.NaN])('%d is no admin tour id', (id) => {
    expect(isAdminTourId(id)).toBe(false);
  });
});

describe('parseAdminTourId (admin tours 1–11)', () => {
  it.each([['1', 1], ['7', 7], ['11', 11]])('%s is admin tour %i', (text, id) => {
    expect(parseAdminTourId(text)).toBe(id);
  });

  it.each(['0', '12', '99', '01', 'abc', '../1', '1.0', ' 1', '', '-1', '100', '1e1'])('%j is no admin tour', (text) => {
    expect(parseAdminTourId(text)).toBeUndefined();
  });
});
