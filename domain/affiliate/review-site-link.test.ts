import { describe, expect, it } from 'vitest';
import { reviewSiteButtonLabel, reviewSiteLink } from './review-site-link.js';

const ids = { reviewSiteMerchantId: 'M-1', reviewSiteAffiliateId: 'A 2' };
const hotel = 'https://www.tripadvisor.com/Hotel_Review-g309226-d301533-Reviews-Tabacon.html?m=1&x=a b';

describe('review-site link (docs/product.md §7)', () => {
  it('wraps the URL-encoded destination in the affiliate redirect', () => {
    const url = new URL(reviewSiteLink(hotel, ids));
    expect(url.origin + url.pathname).toBe('https://www.awin1.com/cread.php');
    expect(url.searchParams.get('awinmid')).toBe('M-1');
    expect(url.searchParams.get('awinaffid')).toBe('A 2');
    expect(url.searchParams.get('ued')).toBe(hotel);
    expect(reviewSiteLink(hotel, ids)).toContain(`&ued=${encodeURIComponent(hotel)}`);
    expect(reviewSiteLink(hotel, ids)).toContain('awinaffid=A%202&');
  });

  it('uses the override affiliate URL as it is when one is given', () => {
    expect(reviewSiteLink(hotel, ids, 'https://tripadvisor.example/override')).toBe('https://tripadvisor.example/override');
  });

  it('wraps the destination when the override is empty', () => {
    expect(reviewSiteLink(hotel, ids, '')).toContain('awin1.com');
  });
});

describe('the hotel link\'s visible words', () => {
  it('name the hotel and the review site', () => {
    expect(reviewSiteButtonLabel('Nayara Springs', 'Tripadvisor')).toBe('See Nayara Springs on Tripadvisor');
  });
});
