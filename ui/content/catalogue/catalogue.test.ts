import { describe, expect, it } from 'vitest';
import { catalogueProblems, type TourListing } from '../../../domain/catalogue/catalogue.js';
import { tourLink } from '../../../domain/clicks/catalogue-links.js';
import { LinkCatalogue } from '../../../domain/clicks/link-catalogue.js';
import { ADMIN_TOUR_IDS } from '../../../domain/tours/admin-tour-id.js';
import { ADMIN_TOURS } from '../admin-tours.js';
import { HOME_TOURS } from '../home.js';
import { allTourPageContent } from '../tour-pages/tour-page-loaders.js';
import { publicPlacesOfAdminTour, publicToursOf, TOUR_DESTINATIONS } from './catalogue.js';
import { DESTINATIONS } from './destinations.js';
import { ALL_LISTINGS, HOME_LISTING, TOURS_PAGE_LISTINGS, TOUR_PAGE_LISTINGS } from './listings.js';
import { TOUR_PICTURES } from './pictures.js';
import { TOURS } from './tours.js';

/*
 * The catalogue as typed collections (docs/decisions/064): every record against its schema, every
 * reference resolved, one record per real tour, and what that promises a visitor: a tour reads the
 * same on every page, and no page shows one picture twice.
 */

/** The pages of the site that show tour cards, each with every card it shows. */
function cardsByPage(): Map<string, { id: string; picture: string | undefined; figures: string }[]> {
  const pages = new Map<string, { id: string; picture: string | undefined; figures: string }[]>();
  for (const listing of ALL_LISTINGS) {
    const cards = pages.get(listing.route) ?? [];
    for (const tour of publicToursOf(listing)) {
      const figures = JSON.stringify([tour.title, tour.price, tour.originalPrice, tour.rating, tour.reviewCount, tour.duration, tour.groupSize, tour.category]);
      cards.push({ id: tour.id, picture: tour.picture?.src, figures });
    }
    pages.set(listing.route, cards);
  }
  return pages;
}

describe('the catalogue collections', () => {
  it('has no record that breaks its schema, no repeated id, no unresolved reference and no tour written twice', () => {
    expect(catalogueProblems({ tours: TOURS, destinations: DESTINATIONS, listings: ALL_LISTINGS })).toEqual([]);
  });

  it('lists every tour record on at least one page (no record no visitor sees)', () => {
    const listed = new Set(ALL_LISTINGS.flatMap((listing) => listing.tourIds));
    expect(TOURS.filter((tour) => !listed.has(tour.id)).map((tour) => tour.id)).toEqual([]);
  });

  it('gives every page module the cards of its listing, so no page keeps tours of its own', async () => {
    for (const content of await allTourPageContent()) {
      const listing = TOUR_PAGE_LISTINGS[content.path] as TourListing;
      expect(content.tours.map((tour) => tour.id), content.path).toEqual(listing.tourIds);
      expect(content.toursTitle).toBe(listing.section);
    }
    expect(HOME_TOURS.map((tour) => tour.id)).toEqual(HOME_LISTING.tourIds);
    expect(TOUR_DESTINATIONS.map((section) => section.tours.map((tour) => tour.id))).toEqual(TOURS_PAGE_LISTINGS.map((listing) => listing.tourIds));
  });

  it('shows each tour with the same figures on every page it appears on', () => {
    const figuresOf = new Map<string, Set<string>>();
    for (const cards of cardsByPage().values()) for (const card of cards) figuresOf.set(card.id, (figuresOf.get(card.id) ?? new Set()).add(card.figures));
    for (const [id, figures] of figuresOf) expect([...figures], id).toHaveLength(1);
  });

  it('spells every destination one way (Playas del Coco, slug playas-de-coco)', () => {
    const coco = DESTINATIONS.filter((destination) => /\bcoco\b/i.test(destination.name));
    expect(coco).toEqual([expect.objectContaining({ id: 'playas-de-coco', name: 'Playas del Coco' })]);
    for (const tour of TOURS) expect(tour.id, tour.id).not.toMatch(/playas-coco/);
  });
});

describe('pictures that show what they say (issue 18)', () => {
  it('never shows one picture twice on one page', () => {
    for (const [route, cards] of cardsByPage()) {
      const pictures = cards.flatMap((card) => (card.picture ? [card.picture] : []));
      expect(pictures.length - new Set(pictures).size, `${route} repeats a picture`).toBe(0);
    }
  });

  it('names each tour\'s picture by its subject, and the subject is in the tour\'s own words', () => {
    for (const tour of TOURS) {
      if (tour.picture === undefined) continue;
      const subject = TOUR_PICTURES[tour.picture];
      expect(subject, `${tour.id}: no drawing named ${tour.picture}`).toBeDefined();
      const text = [tour.title, tour.description, tour.category, ...tour.highlights].join(' ').toLowerCase();
      expect(
        subject!.words.some((word) => text.includes(word.toLowerCase())),
        `${tour.id} "${tour.title}" does not speak of what ${tour.picture} shows (${subject!.words.join(', ')})`,
      ).toBe(true);
    }
  });
});

describe('the admin tours are fields of the records (docs/product.md §3)', () => {
  it('links the seven public tours to their admin tours, and lists the eleven admin tours in id order', () => {
    const links = TOURS.flatMap((tour) => (tour.adminTour ? [[tour.id, tour.adminTour.id]] : []));
    expect(Object.fromEntries(links)).toEqual({ 'arenal-1': 1, 'arenal-2': 2, 'monteverde-1': 3, 'monteverde-2': 4, 'manuel-1': 5, 'manuel-2': 6, 'tamarindo-1': 8 });
    expect(ADMIN_TOURS.map((tour) => tour.id)).toEqual(ADMIN_TOUR_IDS);
  });

  it('says where each admin tour\'s photo shows: every card of its tour, or nowhere', () => {
    expect(publicPlacesOfAdminTour(8)).toEqual([
      { route: '/', section: 'Popular Tours' },
      { route: '/tours', section: 'Tamarindo' },
      { route: '/surf-lessons', section: 'Top Surf Lessons & Camps' },
    ]);
    expect(publicPlacesOfAdminTour(7)).toEqual([]);
  });
});

describe('the click counts name each tour by its record (docs/decisions/067)', () => {
  it('gives every card of a tour the one link id of its record, which the server\'s link catalogue accepts', () => {
    const links = ALL_LISTINGS.flatMap((listing) => publicToursOf(listing).map((tour) => tourLink(tour)));
    expect(() => new LinkCatalogue(links, [])).not.toThrow();
    expect(new Set(links.map((link) => link.id))).toEqual(new Set(TOURS.map((tour) => `tour:${tour.id}`)));
  });
});
