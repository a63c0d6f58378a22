import { describe, expect, it } from 'vitest';
import { LINK_ID_PATTERN, PAGE_PATH_PATTERN } from './link-ids.js';

describe('what a click report may name', () => {
  it.each(['tour:arenal-1', 'review-site:tabacon-thermal-resort', 'product:lifestraw-go-filter-bottle'])('takes the link id %s', (id) => {
    expect(LINK_ID_PATTERN.test(id)).toBe(true);
  });

  it.each([' tour:arenal-1', 'tour:arenal-1 ', 'review-:x', 'review--site:x', 'tour:arenal-', 'tour:', 'Tour:a', 'tour:a b'])('refuses the link id "%s"', (id) => {
    expect(LINK_ID_PATTERN.test(id)).toBe(false);
  });

  it.each(['/', '/tours', '/destinations/arenal'])('takes the page %s', (page) => {
    expect(PAGE_PATH_PATTERN.test(page)).toBe(true);
  });

  it.each(['', 'tours', '/tours ', ' /tours', '/tours/', '//tours', '/Tours'])('refuses the page "%s"', (page) => {
    expect(PAGE_PATH_PATTERN.test(page)).toBe(false);
  });
});
