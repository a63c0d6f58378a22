import { describe, expect, it } from 'vitest';
import { OUTBOUND_TARGET, PAID_LINK_KINDS, relFor } from './link-rel.js';

const words = (rel: string) => rel.split(' ').sort();

describe('outbound link rel (docs/product.md §1, §7)', () => {
  it.each([
    ['tour', ['noopener', 'noreferrer', 'sponsored']],
    ['essentials', ['noopener', 'sponsored']],
    ['retail', ['noopener', 'sponsored']],
    ['review-site', ['noopener', 'sponsored']],
    ['broker', ['noopener', 'sponsored']],
    ['external', ['noopener']],
  ] as const)('%s links: %j', (kind, expected) => {
    expect(words(relFor(kind))).toEqual(expected);
  });

  it('open in a new tab', () => {
    expect(OUTBOUND_TARGET).toBe('_blank');
  });
});

describe('the paid kinds of link', () => {
  it('are the tours, the travel essentials, the shops, the hotel reviews and the broker: every link that may earn a commission or a referral fee', () => {
    expect(PAID_LINK_KINDS).toEqual(['tour', 'essentials', 'retail', 'review-site', 'broker']);
  });
});
