import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './site-link.js';

describe('which link is the current page (the header marks it, as react-router\'s NavLink did)', () => {
  it('marks the page itself, ignoring a #fragment of the link', () => {
    expect(isCurrentPath('/tours', '/tours', true)).toBe(true);
    expect(isCurrentPath('/', '/#relocation', true)).toBe(true);
  });

  it('marks a section link on the pages under it, unless it must match exactly', () => {
    expect(isCurrentPath('/destinations/arenal', '/destinations', false)).toBe(true);
    expect(isCurrentPath('/destinations/arenal', '/destinations', true)).toBe(false);
  });

  it('never marks the home link on another page, nor a link whose path only starts alike', () => {
    expect(isCurrentPath('/tours', '/', false)).toBe(false);
    expect(isCurrentPath('/tours-extra', '/tours', false)).toBe(false);
  });
});
