import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueDocumentOf, catalogueRecordsOf, parseCatalogueDocument } from '../../domain/catalogue/catalogue-document.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { tourLinkIdOf } from '../../domain/catalogue/schema/tour-schema.js';
import { tourLink } from '../../domain/clicks/catalogue-links.js';
import { LinkCatalogue } from '../../domain/clicks/link-catalogue.js';
import { adminTourCards } from '../../domain/presentation/admin-tour-cards.js';
import { listingTours, type ListingOfTours } from '../../domain/presentation/catalogue-tours.js';
import { TOUR_PICTURES } from '../../domain/presentation/tour-pictures.js';
import { ADMIN_TOUR_IDS } from '../../domain/tours/admin-tour-id.js';
import type { PublicTour } from '../../domain/tours/public-tour.js';
import { readSeedDocument, SEED_DOCUMENT_FILE } from '../../scripts/catalogue-seed.js';
import { ILLUSTRATION_KINDS, isSubjectIllustration } from './illustrations.js';

/*
 * The seed (catalogue/seed.json, docs/decisions/101) against what the schemas cannot know (docs/decisions/100) and what
 * one record per real tour promises a visitor (docs/decisions/064): a tour reads the same on every page, a picture
 * shows what its tour speaks of, no page shows one picture twice, and each drawing a record names exists.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SEED = readSeedDocument(root);
const reader = () => new CatalogueReader(SEED);

/** Every listing of the site with its page's path: the home grid, the sections of /tours, each destination and activity page. */
const LISTINGS: readonly { route: string; listing: ListingOfTours }[] = SEED.pages.flatMap((page): { route: string; listing: ListingOfTours }[] =>
  page.kind === 'tours' ? page.sections.map((section) => ({ route: page.path, listing: section })) : [{ route: page.path, listing: page.listing }],
);

/** The pages that show tour cards, each with every card it shows. */
function cardsByPage(): Map<string, PublicTour[]> {
  const pages = new Map<string, PublicTour[]>();
  for (const { route, listing } of LISTINGS) pages.set(route, [...(pages.get(route) ?? []), ...listingTours(reader(), listing)]);
  return pages;
}

describe('the seed', () => {
  it('is a sound catalogue document, whose records as the store\'s rows make the same document', () => {
    const raw: unknown = JSON.parse(readFileSync(`${root}/${SEED_DOCUMENT_FILE}`, 'utf8'));
    expect(parseCatalogueDocument(raw)).toEqual(SEED);
    expect(catalogueDocumentOf(catalogueRecordsOf(SEED))).toEqual(SEED);
  });

  it('is written as catalogue:export writes a document: records by id, every object\'s keys in order, two-space indents', () => {
    const text = readFileSync(`${root}/${SEED_DOCUMENT_FILE}`, 'utf8');
    const sorted = (value: unknown): unknown =>
      Array.isArray(value) ? value.map(sorted) : value instanceof Object ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])])) : value;
    expect(text).toBe(`${JSON.stringify(sorted(catalogueDocumentOf(catalogueRecordsOf(SEED))), null, 2)}\n`);
  });

  it('holds every tour, the four admin-only ones too, every destination, page, hotel, product, shop and development', () => {
    expect(SEED.tours).toHaveLength(72);
    expect(SEED.tours.filter((tour) => tour.visibility === 'admin-only')).toHaveLength(4);
    expect(SEED.destinations).toHaveLength(15);
    expect(SEED.pages).toHaveLength(17);
    expect(SEED.hotels).toHaveLength(40);
    expect(SEED.products.map((product) => product.kind).sort()).toEqual([...Array<string>(20).fill('coffee'), ...Array<string>(8).fill('essentials'), ...Array<string>(10).fill('gifts')]);
    expect(SEED.shops.map((shop) => [shop.id, shop.productIds.length])).toEqual([['coffee', 20], ['essentials', 8], ['gifts', 12]]);
    expect(SEED.developments.map((development) => development.id)).toEqual(['serena', 'zura']);
  });
});

describe('the products and their shops (docs/decisions/144)', () => {
  it('lists every product on at least one shop (no record no visitor sees)', () => {
    const listed = new Set(SEED.shops.flatMap((shop) => shop.productIds));
    expect(SEED.products.filter((product) => !listed.has(product.id)).map((product) => product.id)).toEqual([]);
  });

  it('holds one record per retail product: no two products link to the same search', () => {
    const searchTerms = SEED.products.map((product) => product.searchTerm);
    expect(searchTerms.filter((term, index) => searchTerms.indexOf(term) !== index)).toEqual([]);
  });

  it('sells the two coffees of the gift store as the coffee shop\'s own records', () => {
    const gifts = SEED.shops.find((shop) => shop.id === 'gifts')!.productIds;
    const coffee = SEED.shops.find((shop) => shop.id === 'coffee')!.productIds;
    expect(gifts.filter((id) => coffee.includes(id))).toEqual(['britt-tarrazu-montecielo', 'doka-peaberry']);
  });
});

describe('the tours and their pages', () => {
  it('lists every public tour on at least one page (no record no visitor sees)', () => {
    const listed = new Set(LISTINGS.flatMap(({ listing }) => listing.tourIds));
    expect(SEED.tours.filter((tour) => tour.visibility === 'public' && !listed.has(tour.id)).map((tour) => tour.id)).toEqual([]);
  });

  it('shows each tour with the same figures on every page it appears on', () => {
    const figuresOf = new Map<string, Set<string>>();
    for (const cards of cardsByPage().values()) {
      for (const tour of cards) {
        const figures = JSON.stringify([tour.title, tour.price, tour.originalPrice, tour.rating, tour.reviewCount, tour.duration, tour.groupSize, tour.category]);
        figuresOf.set(tour.id, (figuresOf.get(tour.id) ?? new Set()).add(figures));
      }
    }
    for (const [id, figures] of figuresOf) expect([...figures], id).toHaveLength(1);
  });

  it('spells every destination one way (Playas del Coco, slug playas-de-coco)', () => {
    const coco = SEED.destinations.filter((destination) => /\bcoco\b/i.test(destination.name.en));
    expect(coco).toEqual([expect.objectContaining({ id: 'playas-de-coco', name: { en: 'Playas del Coco' } })]);
  });
});

describe('pictures that show what they say (issue 18)', () => {
  it('never shows one picture twice on one page', () => {
    for (const [route, cards] of cardsByPage()) {
      const pictures = cards.flatMap((tour) => (tour.picture ? [tour.picture.src] : []));
      expect(pictures.length - new Set(pictures).size, `${route} repeats a picture`).toBe(0);
    }
  });

  it('names each public tour\'s picture by its subject, a drawing that exists, and the subject is in the tour\'s own words', () => {
    for (const tour of SEED.tours) {
      if (tour.visibility !== 'public' || tour.picture === undefined) continue;
      const subject = TOUR_PICTURES[tour.picture];
      expect(subject, `${tour.id}: no drawing named ${tour.picture}`).toBeDefined();
      expect(isSubjectIllustration(tour.picture), tour.picture).toBe(true);
      const text = [tour.title.en, tour.description.en, tour.category.en, ...tour.highlights.en].join(' ').toLowerCase();
      expect(
        subject!.words.some((word) => text.includes(word.toLowerCase())),
        `${tour.id} "${tour.title.en}" does not speak of what ${tour.picture} shows (${subject!.words.join(', ')})`,
      ).toBe(true);
    }
  });

  it('gives an admin-only tour a drawing that exists, and every page\'s hero one of the illustrations', () => {
    for (const tour of SEED.tours) if (tour.visibility === 'admin-only' && tour.picture !== undefined) expect(isSubjectIllustration(tour.picture), tour.picture).toBe(true);
    for (const page of SEED.pages) if (page.kind === 'destination' || page.kind === 'activity') expect(ILLUSTRATION_KINDS as readonly string[], page.id).toContain(page.hero.illustration);
  });
});

describe('the admin tours are fields of the records (docs/product.md §3)', () => {
  it('links the seven public tours to their admin tours, and gives the admin page the eleven admin tours in number order', () => {
    const links = SEED.tours.flatMap((tour) => (tour.visibility === 'public' && tour.adminTour ? [[tourLinkIdOf(tour), tour.adminTour.number]] : []));
    expect(Object.fromEntries(links)).toEqual({ 'arenal-1': 1, 'arenal-2': 2, 'monteverde-1': 3, 'monteverde-2': 4, 'manuel-1': 5, 'manuel-2': 6, 'tamarindo-1': 8 });
    expect(adminTourCards(reader()).map((card) => card.id)).toEqual(ADMIN_TOUR_IDS);
  });

  it('says where each admin tour\'s photo shows: every card of its tour, or nowhere', () => {
    const cards = adminTourCards(reader());
    expect(cards.find((card) => card.id === 8)!.places).toEqual([
      { route: '/', section: 'Popular Tours' },
      { route: '/tours', section: 'Tamarindo' },
      { route: '/surf-lessons', section: 'Top Surf Lessons & Camps' },
    ]);
    expect(cards.find((card) => card.id === 7)!.places).toEqual([]);
  });
});

describe('the click counts name each tour by its record (docs/decisions/067, 099)', () => {
  it('gives every card of a tour the one link id of its record, which the server\'s link catalogue accepts', () => {
    const links = [...cardsByPage().values()].flat().map((tour) => tourLink(tour));
    expect(() => new LinkCatalogue(links, [])).not.toThrow();
    expect(new Set(links.map((link) => link.id))).toEqual(new Set(SEED.tours.flatMap((tour) => (tour.visibility === 'public' ? [`tour:${tourLinkIdOf(tour)}`] : []))));
  });
});
