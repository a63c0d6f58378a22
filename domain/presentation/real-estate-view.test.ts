import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCondoDevelopment, aPreSaleDevelopment, someSettings } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { realEstateView } from './real-estate-view.js';

const view = (overrides: Record<string, unknown> = {}) => realEstateView(new CatalogueReader(aCatalogueDocument(overrides)));

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
        priceNote: 'for a 3-bedroom condo',
        incentives: ['30% down payment plan'],
        delivery: 'Delivery: mid-2026',
        status: 'Under Construction',
        link: { label: 'Find your dream home', href: 'https://broker.example/listings' },
      },
      {
        id: 'zura',
        name: 'Condominio Zura',
        location: 'Coco Beach, Guanacaste',
        summary: 'Luxury condominiums in pre-sale at Coco Beach.',
        image: { src: '/illustrations/luxury.svg', alt: 'Illustration: Infinity pool' },
        kind: 'condo',
        keyFacts: ['36 units', '2 bedrooms', '60 square meters'],
        amenities: ['Swimming pool'],
        projectStatus: [
          { label: 'First building completed', done: true },
          { label: 'Second building in pre-sale', done: false },
        ],
        testimonial: { quote: 'The broker walked us through every step.', attribution: 'Zura owner' },
      },
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
        url: 'https://broker.example/listings',
        bedrooms: 3,
        offer: { priceFromUsd: 290000, stage: 'pre-sale' },
      },
      {
        name: 'Condominio Zura',
        description: 'Luxury condominiums in pre-sale at Coco Beach.',
        locality: 'Playas del Coco',
        region: 'Guanacaste',
        imageUrl: '/illustrations/luxury.svg',
        url: 'https://broker.example/listings',
        bedrooms: 2,
        floorSizeSquareMeters: 60,
        units: 36,
        amenities: ['Swimming pool'],
      },
    ]);
  });

  it('gives the broker\'s site and LinkedIn page and the support contacts, leaving out what the settings leave out', () => {
    expect(view()).toMatchObject({
      broker: { siteUrl: 'https://broker.example/listings', linkedInUrl: 'https://www.linkedin.com/company/broker' },
      support: { email: 'hello@costaricagateway.com', phone: '+506 2222 3333' },
    });
    const bare = view({ settings: someSettings({ broker: { siteUrl: 'https://broker.example/' }, support: { email: 'a@example.org' } }) });
    expect(bare.broker).toEqual({ siteUrl: 'https://broker.example/' });
    expect(bare.support).toEqual({ email: 'a@example.org' });
  });
});
