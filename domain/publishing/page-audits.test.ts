import { describe, expect, it } from 'vitest';
import { findingText } from './page-audits.js';

describe('findingText', () => {
  it('names the page, the audit and the fault, as a refused publish lists them', () => {
    expect(findingText({ page: '/tours', audit: 'valid HTML', problem: 'line 3, column 9: Duplicate ID "x"' })).toBe('/tours: valid HTML: line 3, column 9: Duplicate ID "x"');
  });
});
