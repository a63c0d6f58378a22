import { describe, expect, it } from 'vitest';
import { bookingButtonLabel, marketplaceBookingUrl, TOUR_LINK_REL } from './marketplace-link.js';

describe('marketplace booking link (docs/product.md §1, §7)', () => {
  // Built inside each test, so that mutation testing sees every test exercise it.
  const booking = () => new URL(marketplaceBookingUrl('PARTNER42', 'Arenal Volcano hike & hot springs'));

  it('goes to the marketplace search', () => {
    expect(booking().origin).toBe('https://www.getyourguide.com');
    expect(booking().pathname).toBe('/s/');
  });

  it('carries the partner id, medium, campaign and search term', () => {
    const url = booking();
    expect(url.searchParams.get('partner_id')).toBe('PARTNER42');
    expect(url.searchParams.get('utm_medium')).toBe('online_publisher');
    expect(url.searchParams.get('cmp')).toBe('costa_rica_gateway');
    expect(url.searchParams.get('q')).toBe('Arenal Volcano hike & hot springs');
  });

  it('is exactly the search address with the query', () => {
    expect(marketplaceBookingUrl('P1', 'Sloth walk')).toBe(
      'https://www.getyourguide.com/s/?q=Sloth+walk&partner_id=P1&utm_medium=online_publisher&cmp=costa_rica_gateway',
    );
  });

  it('opens with no opener and no referrer', () => {
    expect(TOUR_LINK_REL.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it("labels the button 'Book with' and the marketplace name", () => {
    expect(bookingButtonLabel('GetYourGuide')).toBe('Book with GetYourGuide');
  });
});
