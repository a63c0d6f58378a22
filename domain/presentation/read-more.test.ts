import { describe, expect, it } from 'vitest';
import { descriptionOutgrowsTwoLines, TWO_LINES_AT_NARROWEST } from './read-more.js';

describe('a card description that may be cut at two lines offers "Read more" (issue 37 point 7)', () => {
  it('holds 72 characters in two lines of the narrowest card', () => {
    expect(TWO_LINES_AT_NARROWEST).toBe(72);
  });

  it('offers it past two lines, and not for a description that fits, counting no spaces around it', () => {
    expect(descriptionOutgrowsTwoLines('x'.repeat(73))).toBe(true);
    expect(descriptionOutgrowsTwoLines('x'.repeat(72))).toBe(false);
    expect(descriptionOutgrowsTwoLines(`  ${'x'.repeat(72)}  `)).toBe(false);
  });
});
