import { describe, expect, it } from 'vitest';
import { parseAdminTourId } from './admin-tour-id.js';

describe('parseAdminTourId (admin tours 1–11)', () => {
  it.each([['1', 1], ['7', 7], ['11', 11]])('%s is admin tour %i', (text, id) => {
    expect(parseAdminTourId(text)).toBe(id);
  });

  it.each(['0', '12', '99', '01', 'abc', '../1', '1.0', ' 1', '', '-1', '100'])('%j is no admin tour', (text) => {
    expect(parseAdminTourId(text)).toBeUndefined();
  });
});
