import { describe, expect, it } from 'vitest';
import { retailSearchLink } from '../../../domain/affiliate/retail-link.js';
import { catalogueDocumentOf, catalogueRecordsJson, catalogueRecordsOf, parseCatalogueDocument } from '../../../domain/catalogue/catalogue-document.js';
import { tourLinkIdOf } from '../../../domain/catalogue/schema/tour-schema.js';
import { hotelLink, productLink, tourLink } from '../../../domain/clicks/catalogue-links.js';
import { ADMIN_TOUR_IDS } from '../../../domain/tours/admin-tour-id.js';
import { ADMIN_ONLY_TOURS } from '../admin-tours.js';
import { COFFEE_PRODUCTS } from '../coffee.js';
import { GIFT_PRODUCTS } from '../gift-store.js';
import { HOTELS } from '../hotels.js';
import { PAGES } from '../pages.js';
import { siteConfig } from '../site-config.js';
import { ESSENTIALS_PRODUCTS } from '../travel-essentials.js';
import { todaysCatalogueDocument } from './catalogue-document.js';
import { DESTINATIONS } from './destinations.js';
import { ALL_LISTINGS, HOME_LISTING, TOUR_PAGE_LISTINGS, TOURS_PAGE_LISTINGS } from './listings.js';
import { TOURS } from './tours.js';

/*
 * Issue 36: the document the store is seeded from is today's TypeScript catalogue, whole, under readable ids
 * (docs/decisions/099), and it passes the catalogue's schemas and reference checks (docs/decisions/100).
 */

const document = await todaysCatalogueDocument();

const publicTours = document.tours.flatMap((tour) => (tour.visibility === 'public' ? [tour] : []));
const byLegacyId = new Map(publicTours.map((tour) => [tour.legacyId, tour.id]));

describe('today\'s catalogue as one document', () => {
  it('passes every schema and reference check, as JSON and as the store\'s rows too', () => {
    expect(parseCatalogueDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
    expect(catalogueRecordsOf(catalogueDocumentOf(catalogueRecordsOf(document)))).toEqual(catalogueRecordsOf(document));
  });

  it('holds every tour, the four admin-only ones too, every destination, page, hotel, product and development', () => {
    const count = (values: readonly { readonly [key: string]: unknown }[], key: string) =>
      Object.fromEntries([...new Set(values.map((value) => String(value[key])))].map((kind) => [kind, values.filter((value) => String(value[key]) === kind).length]));
    expect(count(document.tours, 'visibility')).toEqual({ public: 68, 'admin-only': 4 });
    expect(publicTours).toHaveLength(TOURS.length);
    expect(document.tours.filter((tour) => tour.visibility === 'admin-only')).toHaveLength(ADMIN_ONLY_TOURS.length);
    // Fourteen places of today's tours and Tortuguero, where the admin-only turtle walk starts.
    expect(document.destinations.map((destination) => destination.id)).toEqual(DESTINATIONS.map((destination) => destination.id));
    expect(document.destinations).toHaveLength(15);
    expect(count(document.pages, 'kind')).toEqual({ home: 1, tours: 1, destination: 10, activity: 5 });
    expect(document.hotels).toHaveLength(40);
    expect(count(document.hotels, 'destination')).toEqual(Object.fromEntries(Object.keys(HOTELS).map((destination) => [destination, 5])));
    expect(count(document.products, 'shop')).toEqual({ coffee: 20, gifts: 12, essentials: 8 });
    expect(document.developments.map((development) => development.id)).toEqual(['serena', 'zura']);
  });

  it('gives the admin tours 1 to 11 each to one tour, seven public and four admin-only', () => {
    const numbers = document.tours.flatMap((tour) => (tour.adminTour ? [tour.adminTour.number] : [])).sort((a, b) => a - b);
    expect(numbers).toEqual(ADMIN_TOUR_IDS);
    expect(Object.fromEntries(publicTours.flatMap((tour) => (tour.adminTour ? [[tour.legacyId, tour.adminTour.number]] : [])))).toEqual({
      'arenal-1': 1, 'arenal-2': 2, 'monteverde-1': 3, 'monteverde-2': 4, 'manuel-1': 5, 'manuel-2': 6, 'tamarindo-1': 8,
    });
  });

  it('names each tour by the slug of its title, and keeps the id of its click counts as its legacy id (docs/decisions/099)', () => {
    expect(byLegacyId.get('arenal-1')).toBe('arenal-volcano-hike-and-tabacon-hot-springs');
    expect(byLegacyId.get('canopy-2')).toBe('mistico-arenal-hanging-bridges-walk');
    expect(byLegacyId.get('scuba-1')).toBe('cocos-island-liveaboard-diving-expedition');
    for (const tour of TOURS) {
      const record = publicTours.find((candidate) => candidate.legacyId === tour.id)!;
      expect(`tour:${tourLinkIdOf(record)}`, tour.id).toBe(tourLink(tour).id);
    }
  });

  it('lists on every page the tours the page lists today, in its order, with its best seller', () => {
    const home = document.pages.find((page) => page.kind === 'home')!;
    expect(home.listing.tourIds).toEqual(HOME_LISTING.tourIds.map((id) => byLegacyId.get(id)));
    const toursPage = document.pages.find((page) => page.kind === 'tours')!;
    expect(toursPage.sections.map((section) => [section.destination, section.tourIds, section.bestSeller])).toEqual(
      TOURS_PAGE_LISTINGS.map((listing) => [listing.destination, listing.tourIds.map((id) => byLegacyId.get(id)), byLegacyId.get(listing.bestSeller!)]),
    );
    for (const page of document.pages) {
      if (page.kind !== 'destination' && page.kind !== 'activity') continue;
      const listing = TOUR_PAGE_LISTINGS[page.path]!;
      expect(page.listing.tourIds, page.path).toEqual(listing.tourIds.map((id) => byLegacyId.get(id)));
      expect(page.listing.title.en).toBe(listing.section);
      expect(page.listing.bestSeller).toBe(listing.bestSeller === undefined ? undefined : byLegacyId.get(listing.bestSeller));
    }
    const listed = new Set(ALL_LISTINGS.flatMap((listing) => listing.tourIds));
    expect(publicTours.every((tour) => listed.has(tour.legacyId!))).toBe(true);
  });

  it('keeps each page\'s heading and search metadata, whose other tags are made from them', () => {
    for (const page of document.pages) {
      const entry = PAGES.find((candidate) => candidate.path === page.path)!;
      expect(page.heading.en, page.path).toBe(entry.heading);
      expect({ title: entry.seo.title, description: entry.seo.description, keywords: entry.seo.keywords }).toEqual({ title: page.seo.title.en, description: page.seo.description.en, keywords: page.seo.keywords.en });
      expect([entry.seo.canonicalPath, entry.seo.ogTitle, entry.seo.ogDescription]).toEqual([page.path, entry.seo.title, entry.seo.description]);
    }
  });

  it('keeps each hotel\'s and product\'s id the one its click counts are stored under', () => {
    const hotels = Object.values(HOTELS).flat();
    expect(document.hotels.map((hotel) => `hotel:${hotel.id}`)).toEqual(hotels.map((hotel) => hotelLink(hotel).id));
    const products = [...COFFEE_PRODUCTS, ...GIFT_PRODUCTS, ...ESSENTIALS_PRODUCTS];
    expect(document.products.map((product) => `product:${product.id}`)).toEqual(products.map((product) => productLink({ id: product.id, name: product.title }).id));
  });

  it('keeps each product\'s price, as a number of dollars, and its retailer search', () => {
    const products = [...COFFEE_PRODUCTS, ...GIFT_PRODUCTS, ...ESSENTIALS_PRODUCTS];
    document.products.forEach((product, index) => {
      const today = products[index]!;
      expect([`$${product.price.toFixed(2)}`, product.originalPrice === undefined ? undefined : `$${product.originalPrice.toFixed(2)}`], product.id).toEqual([today.price, today.originalPrice]);
      expect(retailSearchLink(product.searchTerm, siteConfig.retailTag), product.id).toBe(today.retailUrl);
    });
  });

  it('holds the site\'s settings as the build has them', () => {
    expect(document.settings).toMatchObject({
      marketplace: { partnerId: siteConfig.marketplacePartnerId, widgetPartnerId: siteConfig.widgetPartnerId },
      retail: { tag: siteConfig.retailTag },
      reviewSite: { merchantId: siteConfig.reviewSiteMerchantId, affiliateId: siteConfig.reviewSiteAffiliateId },
      broker: { siteUrl: siteConfig.brokerSiteUrl },
      support: { email: siteConfig.supportEmail },
    });
    expect(document.settings.support.phone).toBe(siteConfig.supportPhone);
  });

  it('writes the same seed JSON every time', async () => {
    expect(catalogueRecordsJson(await todaysCatalogueDocument())).toBe(catalogueRecordsJson(document));
  });
});
