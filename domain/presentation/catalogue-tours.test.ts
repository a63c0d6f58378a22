import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, anAdminOnlyTour, anotherPublicTour, aPublicTour, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { listingTours, publicTourCard } from './catalogue-tours.js';

const reader = (overrides: Record<string, unknown> = {}) => new CatalogueReader(aCatalogueDocument(overrides));

describe('a tour\'s card as a page lists it', () => {
  it('gives the record in the visitor\'s words, named by its click-count link, with its destination\'s name, drawing, booking link and admin tour', () => {
    expect(publicTourCard(reader(), 'arenal-volcano-hike')).toEqual({
      id: 'arenal-1',
      title: 'Arenal Volcano Hike',
      location: 'La Fortuna',
      duration: '4 hours',
      groupSize: 'Small group',
      price: 75,
      priceUnit: 'person',
      originalPrice: 90,
      rating: 4.8,
      reviewCount: 1200,
      description: 'A hike on the old lava flows.',
      highlights: ['Lava flow', 'Viewpoint', 'Guide'],
      category: 'Nature & Wildlife',
      badges: ['Best Seller'],
      difficulty: 'Moderate',
      destination: 'Arenal',
      bookingUrl: 'https://www.getyourguide.com/s/?q=Arenal+volcano+hike&partner_id=PARTNER-ID&utm_medium=online_publisher&cmp=costa_rica_gateway',
      picture: { src: '/illustrations/subjects/volcano-arenal.svg', alt: 'Drawing of Arenal\'s cone above the rainforest' },
      adminTourId: 1,
      bestSellerRank: 1,
    });
  });

  it('leaves out what the record leaves out, and names a tour without a legacy id by its id', () => {
    expect(publicTourCard(reader(), 'mistico-hanging-bridges')).toEqual({
      id: 'mistico-hanging-bridges',
      title: 'Místico Hanging Bridges',
      location: 'Arenal',
      duration: '3 hours',
      price: 65,
      priceUnit: 'person',
      rating: 4.7,
      reviewCount: 1458,
      description: 'A forest loop of hanging bridges.',
      highlights: ['Hanging bridges', 'Naturalist guide', 'Spotting scope', 'Sloths'],
      category: 'Nature Walk',
      badges: [],
      destination: 'Arenal',
      bookingUrl: 'https://www.getyourguide.com/s/?q=Mistico+hanging+bridges&partner_id=PARTNER-ID&utm_medium=online_publisher&cmp=costa_rica_gateway',
    });
  });

  it('shows no drawing a record names that is not a tour\'s drawing: the card shows its designed cover', () => {
    expect(publicTourCard(reader({ tours: [aPublicTour({ picture: 'sea-turtle-nesting' })] }), 'arenal-volcano-hike').picture).toBeUndefined();
  });

  it('shows the photo the operator uploaded instead of the drawing, with its alt text, its credit and its category\'s cover when it cannot be loaded', () => {
    const photo = { src: '/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10', alt: { en: 'Hikers on the old lava flow' }, credit: 'Photo: Ana Mora' };
    expect(publicTourCard(reader({ tours: [aPublicTour({ photo })] }), 'arenal-volcano-hike').picture).toEqual({
      src: '/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10',
      alt: 'Hikers on the old lava flow',
      fallbackSrc: '/illustrations/covers/pattern-nature.svg',
      credit: 'Photo: Ana Mora',
    });
  });

  it('shows an uploaded photo without a credit when the record gives none', () => {
    const photo = { src: '/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10', alt: { en: 'Hikers' } };
    expect(publicTourCard(reader({ tours: [aPublicTour({ photo, category: { en: 'Adventure' } })] }), 'arenal-volcano-hike').picture).toEqual({
      src: '/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10',
      alt: 'Hikers',
      fallbackSrc: '/illustrations/covers/pattern-adventure.svg',
    });
  });

  it('takes the partner id from the settings', () => {
    const settings = someSettings({ marketplace: { partnerId: 'OUR-ID', widgetPartnerId: 'W' } });
    expect(publicTourCard(reader({ settings }), 'mistico-hanging-bridges').bookingUrl).toContain('partner_id=OUR-ID');
  });

  it('refuses an admin-only tour, which no page may list', () => {
    expect(() => publicTourCard(reader(), 'tortuguero-turtle-night-walk')).toThrow('The tour "tortuguero-turtle-night-walk" is admin-only: no page may list it');
  });

  it('reads the tour, its destination and the settings', () => {
    const read = reader();
    publicTourCard(read, 'arenal-volcano-hike');
    expect(read.log).toEqual(['tours/arenal-volcano-hike', 'destinations/arenal', 'settings/site']);
  });
});

describe('a listing\'s cards', () => {
  it('are its tours in its order, each best seller marked by its own record wherever it is listed', () => {
    const cards = listingTours(reader({ tours: [anotherPublicTour(), aPublicTour(), anAdminOnlyTour()] }), { tourIds: ['mistico-hanging-bridges', 'arenal-volcano-hike'] });
    expect(cards.map((card) => [card.id, card.bestSellerRank])).toEqual([
      ['mistico-hanging-bridges', undefined],
      ['arenal-1', 1],
    ]);
  });
});
