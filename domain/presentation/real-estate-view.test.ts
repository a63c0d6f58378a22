import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCondoDevelopment, aPreSaleDevelopment, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { realEstateView } from './real-estate-view.js';

/** The page as drawn on 28 November 2026 (noon in Costa Rica). */
const TODAY = new Date('2026-11-28T18:00:00Z');
const view = (overrides: Record<string, unknown> = {}, today = TODAY) => realEstateView(new CatalogueReader(aCatalogueDocument(overrides)), today);

describe('the real-estate page\'s view', () => {
  it('shows the developments in their order, a pre-sale one with its price and its link to the broker\'s site, a condo with its key facts', () => {
    const { developments } = view({ developments: [aCondoDevelopment(), aPreSaleDevelopment()] });
    expect(developments).toEqual([
      {
        id: 'serena',
        name: 'Serena Luxury Condos',
        location: 'Coco Beach, Guanacaste',
        summary: 'Luxury condominiums in pre-sale at Coco Beach.',
        image: { src: '/illustrations/luxury.svg', alt: 'Illustration: Infinity pool' },
        kind: 'pre-sale',
        saleLabel: 'Pre-Sale',
        price: '$290,000',
        priceLabel: 'From $290,000',
        // A non-breaking hyphen: "3-bedroom" never splits at the end of a phone's line (issue 37 point 3).
        priceNote: 'for a 3\u2011bedroom condo',
        incentives: ['30% down payment plan'],
        delivery: { text: 'Delivery was planned for June 2026, a date now past: ask the broker for the current one', past: true },
        status: 'Under Construction',
        link: { label: 'Ask Example Realty about Serena Luxury Condos', href: 'https://broker.example/' },
      },
      {
        id: 'zura',
        name: 'Condominio Zura',
        location: 'Coco Beach, Guanacaste',
        summary: 'Luxury condominiums in pre-sale at Coco Beach.',
        image: { src: '/illustrations/luxury.svg', alt: 'Illustration: Infinity pool' },
        kind: 'condo',
        keyFacts: [
          { figure: '36', unit: 'units' },
          { figure: '2', unit: 'bedrooms' },
          { figure: '60', unit: 'square meters' },
        ],
        amenities: ['Swimming pool'],
        projectStatus: [
          { label: 'First building completed', done: true },
          { label: 'Second building in pre-sale', done: false },
        ],
        testimonial: { quote: 'The broker walked us through every step.', attribution: 'Zura owner' },
      },
    ]);
  });

  it('says one unit and one bedroom in the singular', () => {
    const [condo] = view({ developments: [aCondoDevelopment({ units: 1, bedrooms: 1, floorSizeSquareMeters: 1 })] }).developments;
    expect(condo?.kind === 'condo' ? condo.keyFacts : undefined).toEqual([
      { figure: '1', unit: 'unit' },
      { figure: '1', unit: 'bedroom' },
      { figure: '1', unit: 'square meter' },
    ]);
  });

  it('describes the developments as schema.org data: the pre-sale one\'s offer, the condo\'s units and amenities', () => {
    expect(view().structuredData).toEqual([
      {
        name: 'Serena Luxury Condos',
        description: 'Luxury condominiums in pre-sale at Coco Beach.',
        locality: 'Playas del Coco',
        region: 'Guanacaste',
        imageUrl: '/illustrations/luxury.svg',
        url: 'https://broker.example/',
        bedrooms: 3,
        offer: { priceFromUsd: 290000, stage: 'pre-sale' },
      },
      {
        name: 'Condominio Zura',
        description: 'Luxury condominiums in pre-sale at Coco Beach.',
        locality: 'Playas del Coco',
        region: 'Guanacaste',
        imageUrl: '/illustrations/luxury.svg',
        url: 'https://broker.example/',
        bedrooms: 2,
        floorSizeSquareMeters: 60,
        units: 36,
        amenities: ['Swimming pool'],
      },
    ]);
  });

  it('says a delivery still ahead as planned', () => {
    const [serena] = view({}, new Date('2026-05-01T18:00:00Z')).developments;
    expect(serena).toMatchObject({ delivery: { text: 'Delivery planned for June 2026', past: false } });
  });

  it('names the broker, its site, listings and LinkedIn page, counts its markets, and gives the support contacts, leaving out what the settings leave out', () => {
    expect(view()).toMatchObject({
      broker: {
        name: 'Example Realty',
        siteUrl: 'https://broker.example/',
        listingsUrl: 'https://broker.example/listings',
        markets: ['Escazú, San José', 'Playas del Coco', 'Nosara'],
        keyLocations: 3,
        linkedInUrl: 'https://www.linkedin.com/company/broker',
      },
      support: { email: 'hello@costaricagateway.com', phone: '+506 2222 3333' },
    });
    const broker = { name: 'B', siteUrl: 'https://broker.example/', listingsUrl: 'https://broker.example/all', markets: ['Nosara'] };
    const bare = view({ settings: someSettings({ broker, support: { email: 'a@example.org' } }) });
    expect(bare.broker).toEqual({ ...broker, keyLocations: 1 });
    expect(bare.support).toEqual({ email: 'a@example.org' });
  });
});
