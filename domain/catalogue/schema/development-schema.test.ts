import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, aCondoDevelopment, aPreSaleDevelopment, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';

const problemsOfDevelopments = (...developments: unknown[]) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ developments })));

describe('the developments collection', () => {
  it('takes a pre-sale project and a condominium', () => {
    expect(problemsOfDevelopments(aPreSaleDevelopment(), aCondoDevelopment())).toEqual([]);
  });

  it.each([
    [aPreSaleDevelopment({ kind: 'rental' }), 'developments[0].kind', 'kind must be "pre-sale" or "condo", got "rental"'],
    [aPreSaleDevelopment({ name: '' }), 'developments[0].name', 'name must not be empty, got ""'],
    [aPreSaleDevelopment({ location: 'Coco Beach' }), 'developments[0].location', 'location must be given by language, such as { "en": … } (English only for now), got "Coco Beach"'],
    [aPreSaleDevelopment({ locality: undefined }), 'developments[0].locality', 'locality is missing'],
    [aPreSaleDevelopment({ image: { src: 'luxury.svg', alt: { en: 'Pool' } } }), 'developments[0].image.src', 'image.src must be the path of a picture of the site, such as /illustrations/luxury.svg, got "luxury.svg"'],
    [aPreSaleDevelopment({ bedrooms: 2.5 }), 'developments[0].bedrooms', 'bedrooms must be a whole number, 0 or more, got 2.5'],
    [aPreSaleDevelopment({ price: -1 }), 'developments[0].price', 'price must be a positive number of US dollars, got -1'],
    [aPreSaleDevelopment({ incentives: { en: [] } }), 'developments[0].incentives.en', 'incentives.en must list 1 to 8 incentives'],
    [aPreSaleDevelopment({ deliveryBy: 'mid-2026' }), 'developments[0].deliveryBy', 'deliveryBy must be a month such as 2026-06, got "mid-2026"'],
    [aPreSaleDevelopment({ deliveryBy: '2026-13' }), 'developments[0].deliveryBy', 'deliveryBy must be a month such as 2026-06, got "2026-13"'],
    [aPreSaleDevelopment({ linkLabel: { en: 'Find your dream home' } }), 'developments[0]', 'the record has an unknown field "linkLabel"'],
    [aCondoDevelopment({ units: 0 }), 'developments[0].units', 'units must be a whole number from 1, got 0'],
    [aCondoDevelopment({ amenities: { en: [] } }), 'developments[0].amenities.en', 'amenities.en must list 1 to 12 amenities'],
    [aCondoDevelopment({ projectStatus: [] }), 'developments[0].projectStatus', 'projectStatus must list 1 to 6 stages'],
    [aCondoDevelopment({ projectStatus: [{ label: { en: 'Done' }, done: 'yes' }] }), 'developments[0].projectStatus[0].done', 'projectStatus[0].done must be true or false, got "yes"'],
    [aCondoDevelopment({ testimonial: { quote: { en: 'Great.' } } }), 'developments[0].testimonial.attribution', 'testimonial.attribution is missing'],
    [aCondoDevelopment({ price: 250000 }), 'developments[0]', 'the record has an unknown field "price"'],
  ])('refuses %o', (development, path, message) => {
    expect(problemsOfDevelopments(development)).toEqual([{ path, message }]);
  });
});
