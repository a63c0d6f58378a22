import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOME_TOUR_LOCATIONS } from '../../domain/tours/home-tour.js';
import { CatalogueReader } from '../../domain/catalogue/catalogue-reader.js';
import { formatUsd } from '../../domain/catalogue/catalogue.js';
import { HOTEL_DESTINATION_KEYS } from '../../domain/hotels/hotel.js';
import { homePageView } from '../../domain/presentation/home-page-view.js';
import { hotelsBlockView } from '../../domain/presentation/hotels-block-view.js';
import { siteShellView } from '../../domain/presentation/site-shell-view.js';
import { tourPageContent, type TourPageContent } from '../../domain/presentation/tour-page-view.js';
import { toursPageContent } from '../../domain/presentation/tours-page-view.js';
import { readSeedDocument } from '../../scripts/catalogue-seed.js';
import { heroClaims, PHOTO_TILES, RELOCATION_SERVICES } from './home.js';
import { ILLUSTRATION_KINDS } from './illustrations.js';
import { sitePages } from '../../domain/presentation/site-pages.js';

/*
 * The site as the seed renders it (catalogue/seed.json through the pages' view functions, docs/decisions/101) and the
 * pages' copy, against the figures docs/product.md gives (§2, §3, §9): counts, prices to the character, headline facts,
 * sample tours. Whatever the product leaves open is not pinned here.
 */

const SEED = readSeedDocument(fileURLToPath(new URL('../..', import.meta.url)));
const reader = () => new CatalogueReader(SEED);
const PAGE_IDS = new Map(sitePages(reader()).flatMap((entry) => (entry.pageId === undefined ? [] : [[entry.path, entry.pageId] as const])));
const page = (path: string) => tourPageContent(reader(), PAGE_IDS.get(path)!);
const SHELL = siteShellView(reader());
const DESTINATIONS = SHELL.destinationPages;
const ACTIVITIES = SHELL.activityPages;
const allTourPageContent = () => [...DESTINATIONS, ...ACTIVITIES].map((place) => page(place.path));
const HOME_TOURS = homePageView(reader(), PAGE_IDS.get('/')!).tours;
const HOTELS = Object.fromEntries(HOTEL_DESTINATION_KEYS.map((key) => [key, hotelsBlockView(reader(), key).hotels]));
const prices = (content: TourPageContent) =>
  content.tours.map((tour) => (tour.originalPrice !== undefined ? `${formatUsd(tour.price)} (was ${formatUsd(tour.originalPrice)})` : formatUsd(tour.price)));

describe('the home page (docs/product.md §2, §3, §9)', () => {
  it('claims only figures counted from the catalogue: the listed tours\' mean rating, the tours, destinations and partners', () => {
    const figures = homePageView(reader(), PAGE_IDS.get('/')!).figures;
    expect(heroClaims(figures)).toEqual([
      { value: `${figures.averageRating.toFixed(1)}/5`, label: 'Average Tour Rating' },
      { value: String(figures.toursListed), label: 'Tours Listed' },
      { value: String(figures.destinations), label: 'Destinations' },
      { value: '4', label: 'Booking Partners' },
    ]);
    // The destinations /tours has a section for: its own hero gives the same number, so the two pages agree.
    expect(figures.destinations).toBe(toursPageContent(reader(), PAGE_IDS.get('/tours')!).destinations.length);
    expect(figures.destinations).toBe(11);
  });

  it('has 12 tours priced 65 to 165 USD, from the listed locations, with unique ids', () => {
    expect(HOME_TOURS).toHaveLength(12);
    expect(new Set(HOME_TOURS.map((tour) => tour.id)).size).toBe(12);
    const amounts = HOME_TOURS.map((tour) => tour.price);
    expect(Math.min(...amounts)).toBe(65);
    expect(Math.max(...amounts)).toBe(165);
    for (const tour of HOME_TOURS) expect(HOME_TOUR_LOCATIONS).toContain(tour.destination);
  });

  it('has 4 photo tiles and the 5 relocation services', () => {
    expect(PHOTO_TILES).toHaveLength(4);
    expect(RELOCATION_SERVICES.map((service) => service.title)).toEqual(['Residency Help', 'Banking', 'Healthcare & Insurance', 'Spanish Schools', 'Property Management']);
  });
});

describe('destination and activity pages (docs/product.md §2, §3, §9)', () => {
  it('lists the ten destination pages and the five activity pages in the menus\' order, each with its content and search metadata', () => {
    expect(DESTINATIONS.map((place) => place.label)).toEqual([
      'Arenal', 'Manuel Antonio', 'Monteverde', 'Tamarindo', 'Santa Teresa', 'Playas del Coco', 'Dominical and Uvita', 'Jaco Beach', 'Puerto Viejo', 'Papagayo Peninsula',
    ]);
    expect(ACTIVITIES.map((place) => place.label)).toEqual(['Canopy Tours', 'Scuba Diving', 'Fishing', 'Surf Lessons', 'Bird Watching']);
    const entries = sitePages(reader());
    for (const place of [...DESTINATIONS, ...ACTIVITIES]) {
      expect(page(place.path).path).toBe(place.path);
      expect(entries.find((entry) => entry.path === place.path)?.seo.canonicalPath).toBe(place.path);
    }
  });

  it.each([
    ['/destinations/arenal', '850+', '40°C'],
    ['/destinations/manuel-antonio', '350+', '4km'],
    ['/destinations/monteverde', '400+', '2,500'],
    ['/destinations/tamarindo', 'Dec–Apr', '15+'],
    ['/destinations/santa-teresa', '12km', '50+'],
    ['/destinations/playas-de-coco', '20+', '365'],
    ['/destinations/dominical', '8 months', '300+'],
    ['/destinations/jaco', '365', '90 min'],
    ['/canopy-tours', '500+', '150m'],
    ['/scuba-diving', '30m+', '28°C'],
    ['/fishing', '40+', 'Year-round'],
    ['/surf-lessons', '28°C', '300+'],
    ['/bird-watching', '850+', '52'],
  ])('%s gives the headline facts %s and %s', async (path, first, second) => {
    expect((page(path)).facts.map((fact) => fact.value)).toEqual([first, second]);
  });

  it.each([
    ['/destinations/manuel-antonio', ['$55', '$95 (was $110)', '$75', '$88']],
    ['/destinations/monteverde', ['$45', '$35', '$89', '$48']],
    ['/destinations/santa-teresa', ['$60', '$95', '$45', '$85']],
    ['/destinations/playas-de-coco', ['$95 (was $110)', '$145', '$75', '$89']],
    ['/destinations/dominical', ['$65', '$45', '$85', '$120']],
    ['/destinations/jaco', ['$55', '$185', '$95', '$75']],
    ['/destinations/puerto-viejo', ['$45', '$65', '$55', '$75']],
    ['/destinations/papagayo', ['$125', '$195', '$275', '$450']],
    ['/canopy-tours', ['$78 (was $95)', '$65', '$85', '$58']],
    ['/scuba-diving', ['$4,200 (was $4,800)', '$145', '$95', '$120']],
    ['/fishing', ['$1,200 (was $1,400)', '$450', '$1,100', '$380']],
  ])('%s prices its four tours exactly', async (path, expected) => {
    expect(prices(page(path))).toEqual(expected);
  });

  it('gives Tamarindo the partner widget only, and Arenal its own 4 tours, hotels and the widget', async () => {
    const tamarindo = page('/destinations/tamarindo');
    expect(tamarindo.tours).toHaveLength(0);
    expect(tamarindo.partnerWidget).toBeDefined();
    const arenal = page('/destinations/arenal');
    expect(arenal.tours).toHaveLength(4);
    expect(arenal.hotels?.hotels.map((hotel) => hotel.name)).toEqual(HOTELS.arenal!.map((hotel) => hotel.name));
    expect(arenal.partnerWidget).toBeDefined();
  });

  it('shows no hotels block on Santa Teresa and Playas del Coco', async () => {
    expect((page('/destinations/santa-teresa')).hotels).toBeUndefined();
    expect((page('/destinations/playas-de-coco')).hotels).toBeUndefined();
  });

  it('has 4 tours, unique ids and ratings 4.5 to 4.9 on every page with tours', async () => {
    for (const content of allTourPageContent()) {
      if (content.path === '/destinations/tamarindo') continue;
      expect(content.tours, content.path).toHaveLength(4);
      expect(new Set(content.tours.map((tour) => tour.id)).size, content.path).toBe(4);
      for (const tour of content.tours) {
        expect(tour.rating, tour.id).toBeGreaterThanOrEqual(4.5);
        expect(tour.rating, tour.id).toBeLessThanOrEqual(4.9);
        expect(tour.highlights.length, tour.id).toBeGreaterThanOrEqual(3);
        expect(tour.highlights.length, tour.id).toBeLessThanOrEqual(4);
      }
    }
  });

  it('mentions marlin, sailfish and roosterfish at Los Sueños, Tamarindo and Quepos on the fishing page', async () => {
    const text = (page('/fishing')).introParagraphs.join(' ');
    for (const word of ['marlin', 'sailfish', 'roosterfish', 'Los Sueños', 'Tamarindo', 'Quepos']) expect(text).toContain(word);
  });
});

describe('hotels (docs/product.md §2, §3)', () => {
  it('lists five hotels for each of the eight destinations, with 1 to 5 ratings and Tripadvisor pages', () => {
    expect(Object.keys(HOTELS).sort()).toEqual([...HOTEL_DESTINATION_KEYS].sort());
    for (const key of HOTEL_DESTINATION_KEYS) {
      expect(HOTELS[key], key).toHaveLength(5);
      for (const hotel of HOTELS[key]!) {
        expect(hotel.rating).toBeGreaterThanOrEqual(1);
        expect(hotel.rating).toBeLessThanOrEqual(5);
        expect(new URL(hotel.reviewSiteUrl).host).toBe('www.tripadvisor.com');
      }
    }
  });
});

describe('images (docs/decisions/007, 064)', () => {
  it('every home tile is a designed illustration, and its alt says it is a drawing', () => {
    for (const tile of PHOTO_TILES) {
      expect(tile.image).toMatch(/^\/illustrations\/(subjects\/)?[a-z-]+\.svg$/);
      expect(tile.alt).toMatch(/^(Drawing|Illustration) of /);
    }
    for (const kind of ILLUSTRATION_KINDS) expect(existsSync(fileURLToPath(new URL(`../public/illustrations/${kind}.svg`, import.meta.url))), kind).toBe(true);
  });

  it('every tour card shows a subject drawing or the designed cover, never a stock photo', async () => {
    const cards = [...HOME_TOURS, ...allTourPageContent().flatMap((content) => content.tours)];
    for (const tour of cards) if (tour.picture) expect(tour.picture.src, tour.id).toMatch(/^\/illustrations\/subjects\/[a-z-]+\.svg$/);
  });
});
