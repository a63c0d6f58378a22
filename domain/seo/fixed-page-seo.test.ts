import { describe, expect, it } from 'vitest';
import { ogImageFor } from './og-image.js';
import {
  ADMIN_SEO, COFFEE_SEO, GIFT_STORE_SEO, NOT_FOUND_SEO, PICTURE_OF_THE_DAY_SEO, PRIVACY_SEO, REAL_ESTATE_SEO, TERMS_SEO, TRAVEL_ESSENTIALS_SEO,
} from './fixed-page-seo.js';

const INDEXED = { REAL_ESTATE_SEO, TRAVEL_ESSENTIALS_SEO, GIFT_STORE_SEO, COFFEE_SEO, PICTURE_OF_THE_DAY_SEO, PRIVACY_SEO, TERMS_SEO };

describe("the fixed pages' search metadata", () => {
  it('gives each indexed page its address, a title naming the site, a description and keywords, and its social card', () => {
    expect(Object.values(INDEXED).map((seo) => [seo.canonicalPath, seo.title])).toEqual([
      ['/real-estate', 'Costa Rica Real Estate | Condos & Homes | Costa Rica Gateway'],
      ['/travel-essentials', 'Costa Rica Travel Essentials | Packing List | Costa Rica Gateway'],
      ['/gift-store', 'Costa Rica Gift Store | Coffee, Food & Souvenirs | Costa Rica Gateway'],
      ['/featured-coffee', 'Costa Rica Coffee Guide & Best Beans | Costa Rica Gateway'],
      ['/picture-of-the-day', 'Costa Rica Picture of the Day | Costa Rica Gateway'],
      ['/privacy', 'Privacy Policy | Costa Rica Gateway'],
      ['/terms', 'Terms of Service | Costa Rica Gateway'],
    ]);
    for (const seo of Object.values(INDEXED)) {
      expect(seo.description.length).toBeGreaterThan(30);
      expect(seo.keywords.length).toBeGreaterThan(0);
      for (const keyword of seo.keywords) expect(keyword.length).toBeGreaterThan(4);
      expect(seo).toMatchObject({ ogTitle: seo.title, ogDescription: seo.description, ogImage: ogImageFor(seo.canonicalPath) });
      expect(seo.noindex).toBeUndefined();
    }
    expect(REAL_ESTATE_SEO.keywords).toEqual(['Costa Rica real estate', 'Guanacaste condos', 'Escazú condos', 'Playas del Coco property']);
  });

  it('keeps the 404 page and /admin out of search results', () => {
    expect(NOT_FOUND_SEO).toEqual({
      canonicalPath: '/404',
      title: 'Page Not Found | Costa Rica Gateway',
      description: 'The page you are looking for does not exist.',
      keywords: [],
      noindex: true,
    });
    expect(ADMIN_SEO).toEqual({
      canonicalPath: '/admin',
      title: 'Tour Image Management | Costa Rica Gateway',
      description: 'Operator page for replacing tour photos.',
      keywords: [],
      noindex: true,
    });
  });
});
