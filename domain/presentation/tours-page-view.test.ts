import { describe, expect, it } from 'vitest';
import { ALL_DESTINATIONS } from '../tours/tour-filters.js';
import { toursPageView } from './tours-page-view.js';

const tour = (id: string, adminTourId?: number) => ({ id, category: 'Adventure', ...(adminTourId === undefined ? {} : { adminTourId }) });
const destination = (name: string, tours: ReturnType<typeof tour>[]) => ({ name, tours });

const arenal = destination('Arenal', [tour('arenal-volcano-hike', 1), tour('arenal-hanging-bridges')]);
const monteverde = destination('Monteverde', [tour('monteverde-night-walk', 2), tour('monteverde-zipline'), tour('monteverde-coffee')]);
const osa = destination('Osa Peninsula', []);
const catalogue = [arenal, monteverde, osa];

describe('the /tours page (docs/product.md §2, §4)', () => {
  it('offers All Destinations then each destination, with All Destinations chosen, and announces every tour', () => {
    const view = toursPageView(catalogue, ALL_DESTINATIONS, []);
    expect(view.filter).toEqual({
      options: [ALL_DESTINATIONS, 'Arenal', 'Monteverde', 'Osa Peninsula'],
      anchors: ['all-destinations', 'arenal', 'monteverde', 'osa-peninsula'],
      chosen: ALL_DESTINATIONS,
      announcement: '5 tours in all destinations',
    });
    expect(view.sections.map((section) => section.destination)).toEqual(catalogue);
  });

  it('shows only the chosen destination, and announces its tours', () => {
    const view = toursPageView(catalogue, 'Monteverde', []);
    expect(view.filter.chosen).toBe('Monteverde');
    expect(view.filter.announcement).toBe('3 tours in Monteverde');
    expect(view.sections.map((section) => section.destination.name)).toEqual(['Monteverde']);
    expect(view.sections[0]!.cards.map((card) => card.tour.id)).toEqual(['monteverde-night-walk', 'monteverde-zipline', 'monteverde-coffee']);
  });

  it('says "Tours Coming Soon!" in a destination without tours, and only there', () => {
    const [arenalSection, , osaSection] = toursPageView(catalogue, ALL_DESTINATIONS, []).sections;
    expect(arenalSection!.comingSoon).toBeUndefined();
    expect(osaSection!.comingSoon?.title).toBe('Tours Coming Soon!');
    expect(osaSection!.cards).toEqual([]);
    expect(toursPageView(catalogue, 'Osa Peninsula', []).filter.announcement).toBe('0 tours in Osa Peninsula');
  });

  it('gives each section a heading id made of its name', () => {
    expect(toursPageView(catalogue, ALL_DESTINATIONS, []).sections.map((section) => section.headingId)).toEqual([
      'destination-arenal',
      'destination-monteverde',
      'destination-osa-peninsula',
    ]);
  });

  it('joins the words of a name around any run of other characters with one hyphen', () => {
    expect(toursPageView([destination('Dominical & Uvita', [])], ALL_DESTINATIONS, []).sections[0]!.headingId).toBe('destination-dominical-uvita');
  });

  it('gives each section an anchor, the address its link in the filter row goes to without scripts (issue 37 point 5)', () => {
    const view = toursPageView(catalogue, 'Monteverde', []);
    expect(view.sections.map((section) => section.anchor)).toEqual(['monteverde']);
    expect(view.filter.anchors).toEqual(['all-destinations', 'arenal', 'monteverde', 'osa-peninsula']);
  });

  it('loads the first card of the page first, the next at once, and the others lazily, counting across sections (docs/decisions/048)', () => {
    const loading = toursPageView(catalogue, ALL_DESTINATIONS, []).sections.flatMap((section) => section.cards.map((card) => card.imageLoading));
    expect(loading).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
    // A destination shown alone starts the page: its first card is the LCP.
    expect(toursPageView(catalogue, 'Monteverde', []).sections[0]!.cards[0]!.imageLoading).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('places each booking link in its section by slug, counting from 1 (docs/decisions/067)', () => {
    const monteverdeCards = toursPageView(catalogue, ALL_DESTINATIONS, []).sections[1]!.cards;
    expect(monteverdeCards.map((card) => card.placement)).toEqual([
      { section: 'monteverde', position: 1 },
      { section: 'monteverde', position: 2 },
      { section: 'monteverde', position: 3 },
    ]);
  });

  it("shows the operator's photo, badged Custom Image, on the cards of linked admin tours only", () => {
    const images = [
      { tourId: 2, imageURL: '/objects/night-walk.jpg', variants: [{ url: '/objects/night-walk-480.webp', width: 480, type: 'image/webp' }] },
      { tourId: 7, imageURL: '/objects/unlinked.jpg' },
    ];
    const cards = toursPageView(catalogue, ALL_DESTINATIONS, images).sections.flatMap((section) => section.cards);
    expect(cards.filter((card) => card.photo).map((card) => card.tour.id)).toEqual(['monteverde-night-walk']);
    expect(cards[2]!.photo).toEqual({
      badge: 'Custom Image',
      photo: { src: '/objects/night-walk.jpg', sources: [{ type: 'image/webp', srcSet: '/objects/night-walk-480.webp 480w' }] },
    });
    // Admin tour 1's card keeps its drawing until the operator gives it a photo.
    expect(cards[0]!.photo).toBeUndefined();
  });
});
