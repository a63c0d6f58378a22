import { describe, expect, it } from 'vitest';
import { NEW_TAB_NOTE, outboundLinkName, purposeNote } from './outbound-link-name.js';

describe('what a screen reader hears for an outbound link (issue 23.2)', () => {
  it('is the visible words, then what the link is for, then that it opens a new tab', () => {
    expect(outboundLinkName('Book with GetYourGuide', 'Arenal Volcano Hike & Tabacón Hot Springs')).toBe(
      'Book with GetYourGuide – Arenal Volcano Hike & Tabacón Hot Springs (opens in a new tab)',
    );
  });

  it('adds no purpose where the visible words already name it', () => {
    expect(outboundLinkName('See Nayara Springs on Tripadvisor')).toBe('See Nayara Springs on Tripadvisor (opens in a new tab)');
    expect(outboundLinkName('Photo gallery', '  ')).toBe('Photo gallery (opens in a new tab)');
  });

  it('is built from the two hidden notes the link component writes after its visible words', () => {
    expect(purposeNote('Salsa Lizano')).toBe(' – Salsa Lizano');
    expect(purposeNote(undefined)).toBe('');
    expect(NEW_TAB_NOTE).toBe(' (opens in a new tab)');
  });
});
