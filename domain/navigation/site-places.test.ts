import { describe, expect, it } from 'vitest';
import {
  ADMIN_PATH, ALL_TOURS, COFFEE, COFFEE_ALIAS, FOOTER_EXPLORE, FOOTER_LEGAL, GIFT_STORE, HEADER_LINKS, HOME, NOT_FOUND_SUGGESTIONS, PICTURE_OF_THE_DAY, PRIVACY,
  REAL_ESTATE, RELOCATION_ANCHOR, TERMS, TRAVEL_ESSENTIALS,
} from './site-places.js';

const link = (place: { path: string; label: string }) => `${place.label} ${place.path}`;

describe("the portal's fixed places (docs/product.md §2)", () => {
  it('names each place by its address and its link text', () => {
    expect([HOME, ALL_TOURS, REAL_ESTATE, TRAVEL_ESSENTIALS, GIFT_STORE, COFFEE, PICTURE_OF_THE_DAY, PRIVACY, TERMS].map(link)).toEqual([
      'Home /',
      'All Tours /tours',
      'Real Estate /real-estate',
      'Travel Essentials /travel-essentials',
      'Gift Store /gift-store',
      'Costa Rica Coffee /featured-coffee',
      'Picture of the Day /picture-of-the-day',
      'Privacy Policy /privacy',
      'Terms of Service /terms',
    ]);
    expect([COFFEE_ALIAS, ADMIN_PATH, RELOCATION_ANCHOR]).toEqual(['/coffee', '/admin', 'relocation']);
  });

  it('puts real estate and the two shops in the header bar, and the footer links in their order', () => {
    expect(HEADER_LINKS.map(link)).toEqual(['Real Estate /real-estate', 'Gift Store /gift-store', 'Costa Rica Coffee /featured-coffee']);
    expect(FOOTER_EXPLORE.map(link)).toEqual([
      'Tours /tours',
      'Real Estate /real-estate',
      'Gift Store /gift-store',
      'Costa Rica Coffee /featured-coffee',
      'Picture of the Day /picture-of-the-day',
    ]);
    expect(FOOTER_LEGAL.map(link)).toEqual(['Privacy Policy /privacy', 'Terms of Service /terms']);
  });

  it('suggests four places on the 404 screen', () => {
    expect(NOT_FOUND_SUGGESTIONS.map(link)).toEqual([
      'Tour Packages /tours',
      'Real Estate /real-estate',
      'Travel Essentials /travel-essentials',
      'Costa Rican Coffee /featured-coffee',
    ]);
  });
});
