import { describe, expect, it } from 'vitest';
import { aCatalogueDocument } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { ADMIN_SEO, COFFEE_SEO, NOT_FOUND_SEO, REAL_ESTATE_SEO } from '../seo/fixed-page-seo.js';
import { homePageView } from './home-page-view.js';
import { pictureOfTheDayView } from './picture-of-the-day-view.js';
import { pageForPath, viewedPageOf } from './page-for-path.js';
import { viewFor } from './screen-views.js';
import { coffeeShopView, essentialsShopView, giftShopView } from './shop-views.js';
import { ADMIN_PAGE, FIXED_PAGES, NOT_FOUND_PAGE, sitePages, type PageEntry } from './site-pages.js';
import { tourPageContent } from './tour-page-view.js';
import { toursPageContent } from './tours-page-view.js';

const reader = () => new CatalogueReader(aCatalogueDocument());
const PAGES = sitePages(reader());
const row = (page: PageEntry) => [page.path, page.screen, page.heading, page.rendering, page.pageId ?? '-'].join(' | ');

describe('the route table (docs/product.md §2)', () => {
  it("lists the site's pages in the build's order: the page records where their kind goes, the fixed pages with their own words", () => {
    expect(PAGES.map(row)).toEqual([
      '/ | home | Discover Pura Vida in Costa Rica | prerendered | home',
      '/tours | tours | Costa Rica Tours & Adventures | prerendered | tours',
      '/real-estate | real-estate | Costa Rica Real Estate | prerendered | -',
      '/travel-essentials | travel-essentials | Costa Rica Travel Essentials | prerendered | -',
      '/gift-store | gift-store | Costa Rica Gift Store | prerendered | -',
      '/featured-coffee | coffee | Costa Rica Coffee | prerendered | -',
      '/coffee | coffee | Costa Rica Coffee | prerendered | -',
      '/destinations/arenal | destination | Arenal Volcano & La Fortuna | prerendered | destinations-arenal',
      expect.stringMatching(/^\/canopy-tours \| activity \| .+ \| prerendered \| canopy-tours$/),
      '/picture-of-the-day | picture-of-the-day | Costa Rica Picture of the Day | prerendered | -',
      '/privacy | privacy | Privacy Policy | prerendered | -',
      '/terms | terms | Terms of Service | prerendered | -',
      '/admin | admin | Admin Access | client-only | -',
    ]);
    expect(PAGES.find((page) => page.path === '/coffee')?.seo).toBe(COFFEE_SEO);
    expect(PAGES.find((page) => page.path === '/real-estate')?.seo).toBe(REAL_ESTATE_SEO);
    expect(PAGES[0]?.seo.title).toBe('Costa Rica Gateway');
  });

  it('knows the fixed pages without the catalogue, /admin drawn in the browser and the 404 page kept out of search', () => {
    expect(FIXED_PAGES.map((page) => page.path)).toEqual(['/real-estate', '/travel-essentials', '/gift-store', '/featured-coffee', '/coffee', '/picture-of-the-day', '/privacy', '/terms', '/admin']);
    expect(ADMIN_PAGE).toEqual({ path: '/admin', screen: 'admin', heading: 'Admin Access', seo: ADMIN_SEO, rendering: 'client-only' });
    expect(NOT_FOUND_PAGE).toEqual({ path: '*', screen: 'not-found', heading: 'Page Not Found', seo: NOT_FOUND_SEO, rendering: 'prerendered' });
  });
});

describe('the page at an address', () => {
  it('is the entry of its path, a trailing slash or two ignored, and the 404 entry for any other', () => {
    expect(pageForPath(PAGES, '/tours/').screen).toBe('tours');
    expect(pageForPath(PAGES, '/tours//').screen).toBe('tours');
    expect(pageForPath(PAGES, '/').screen).toBe('home');
    expect(pageForPath(PAGES, '/nowhere')).toBe(NOT_FOUND_PAGE);
    expect(pageForPath(PAGES.filter((page) => page.path !== '/'), '/')).toBe(NOT_FOUND_PAGE);
  });

  it('reports its page view with its title, and names the two screens docs/product.md §7 names', () => {
    const at = (path: string) => viewedPageOf(pageForPath(PAGES, path), path);
    expect(at('/travel-essentials')).toEqual({ path: '/travel-essentials', title: 'Costa Rica Travel Essentials | Packing List | Costa Rica Gateway', category: 'travel_essentials' });
    expect(at('/coffee')).toMatchObject({ path: '/coffee', category: 'featured_coffee' });
    expect(at('/gift-store').category).toBeUndefined();
  });
});

describe("each screen's view (docs/decisions/101)", () => {
  const viewAt = (path: string) => viewFor(pageForPath(PAGES, path), reader());

  it("is its kind's view function over the page's record", () => {
    expect(viewAt('/')).toEqual(homePageView(reader(), 'home'));
    expect(viewAt('/tours')).toEqual(toursPageContent(reader(), 'tours'));
    expect(viewAt('/destinations/arenal')).toEqual(tourPageContent(reader(), 'destinations-arenal'));
    expect(viewAt('/canopy-tours')).toEqual(tourPageContent(reader(), 'canopy-tours'));
    expect(viewAt('/featured-coffee')).toEqual(coffeeShopView(reader()));
    expect(viewAt('/gift-store')).toEqual(giftShopView(reader()));
    expect(viewAt('/travel-essentials')).toEqual(essentialsShopView(reader()));
    expect(viewAt('/picture-of-the-day')).toEqual(pictureOfTheDayView(reader()));
    expect(viewAt('/real-estate')).toMatchObject({ broker: { name: 'Example Realty' } });
  });

  it('is nothing for the legal pages, the 404 page and /admin, which read only the shell', () => {
    expect(['/privacy', '/terms', '/nowhere', '/admin'].map(viewAt)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('refuses an entry of a page record that names none', () => {
    const home = PAGES[0]!;
    expect(() => viewFor({ ...home, pageId: undefined }, reader())).toThrow('/ shows a page record, but its entry names none');
  });
});
