import { describe, expect, it } from 'vitest';
import { developmentsJsonLd, type ListedDevelopment } from './development-structured-data.js';

const BROKER = 'https://broker.example.org/listings';

const presale: ListedDevelopment = {
  name: 'Serena Luxury Condos',
  description: 'Pre-sale condos near the beach.',
  locality: 'Playas del Coco',
  region: 'Guanacaste',
  imageUrl: '/illustrations/property.svg',
  url: BROKER,
  bedrooms: 3,
  offer: { priceFromUsd: 290000, stage: 'pre-sale' },
};

const built: ListedDevelopment = {
  name: 'Condominio Zura',
  description: 'Two-bedroom condos in the Central Valley.',
  locality: 'Escazú',
  region: 'San José',
  imageUrl: '/illustrations/property.svg',
  url: BROKER,
  bedrooms: 2,
  floorSizeSquareMeters: 60,
  units: 36,
  amenities: ['Swimming pool', 'Gym'],
};

describe('structured data of real-estate developments (docs/product.md §2 /real-estate, §9)', () => {
  it('describes a priced development as a product and apartment complex with a USD offer', () => {
    expect(developmentsJsonLd([presale], 'costaricagateway.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': ['Product', 'ApartmentComplex'],
            name: 'Serena Luxury Condos',
            description: 'Pre-sale condos near the beach.',
            image: 'https://costaricagateway.com/illustrations/property.svg',
            url: BROKER,
            address: { '@type': 'PostalAddress', addressLocality: 'Playas del Coco', addressRegion: 'Guanacaste', addressCountry: 'CR' },
            accommodationFloorPlan: { '@type': 'FloorPlan', numberOfBedrooms: 3 },
            offers: { '@type': 'Offer', price: 290000, priceCurrency: 'USD', availability: 'https://schema.org/PreOrder', url: BROKER },
          },
        },
      ],
    });
  });

  it('describes a development without a published price as an apartment complex with its units, floor size and amenities', () => {
    const list = developmentsJsonLd([presale, built], 'costaricagateway.com');
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      item: {
        '@type': 'ApartmentComplex',
        name: 'Condominio Zura',
        description: 'Two-bedroom condos in the Central Valley.',
        image: 'https://costaricagateway.com/illustrations/property.svg',
        url: BROKER,
        address: { '@type': 'PostalAddress', addressLocality: 'Escazú', addressRegion: 'San José', addressCountry: 'CR' },
        numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: 36 },
        accommodationFloorPlan: {
          '@type': 'FloorPlan',
          numberOfBedrooms: 2,
          floorSize: { '@type': 'QuantitativeValue', value: 60, unitCode: 'MTK' },
        },
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: 'Swimming pool', value: true },
          { '@type': 'LocationFeatureSpecification', name: 'Gym', value: true },
        ],
      },
    });
  });

  it('writes no empty amenity list and no absent figures', () => {
    const item = developmentsJsonLd([{ ...built, amenities: [], units: undefined, floorSizeSquareMeters: undefined }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(Object.keys(item)).not.toContain('amenityFeature');
    expect(Object.keys(item)).not.toContain('numberOfAccommodationUnits');
    expect(Object.keys(item.accommodationFloorPlan)).not.toContain('floorSize');
    expect(Object.keys(item)).not.toContain('offers');
  });

  it('marks a development already for sale as in stock', () => {
    const item = developmentsJsonLd([{ ...presale, offer: { priceFromUsd: 150000, stage: 'for-sale' } }], 'costaricagateway.com').itemListElement[0]!.item;
    expect('offers' in item && item.offers).toEqual({ '@type': 'Offer', price: 150000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: BROKER });
  });

  it('keeps an absolute image address as it is', () => {
    const item = developmentsJsonLd([{ ...built, imageUrl: 'https://cdn.example.org/zura.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.image).toBe('https://cdn.example.org/zura.jpg');
    const plain = developmentsJsonLd([{ ...built, imageUrl: 'http://cdn.example.org/zura.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(plain.image).toBe('http://cdn.example.org/zura.jpg');
  });

  it('makes a site path absolute on the main domain even when it mentions another address', () => {
    const item = developmentsJsonLd([{ ...built, imageUrl: '/images/https://zura.jpg' }], 'costaricagateway.com').itemListElement[0]!.item;
    expect(item.image).toBe('https://costaricagateway.com/images/https://zura.jpg');
  });
});
