import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, anAdminOnlyTour, anotherPublicTour, aPublicTour } from '../../test-support/catalogue-documents.js';
import { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { adminTourCards } from './admin-tour-cards.js';

const cards = (overrides: Record<string, unknown> = {}) => adminTourCards(new CatalogueReader(aCatalogueDocument(overrides)));

describe('the admin page\'s tour cards', () => {
  it('are one card per admin tour, by number: a public tour names its destination, an admin-only tour its own place', () => {
    expect(cards({ tours: [anAdminOnlyTour(), anotherPublicTour(), aPublicTour()] })).toEqual([
      {
        id: 1,
        title: 'Arenal Volcano Hike',
        location: 'Arenal',
        category: 'Adventure',
        currentImage: '/illustrations/subjects/volcano-arenal.svg',
        places: [
          { route: '/tours', section: 'Arenal' },
          { route: '/destinations/arenal', section: 'Top Arenal Tours' },
        ],
      },
      { id: 7, title: 'Tortuguero Turtle Night Walk', location: 'Tortuguero', category: 'Wildlife', currentImage: '/illustrations/subjects/sea-turtle-nesting.svg', places: [] },
    ]);
  });

  it('say every place that lists the tour, home grid and activity pages too, in the site\'s order', () => {
    const linked = anotherPublicTour({ adminTour: { number: 2, category: 'Thrill' } });
    expect(cards({ tours: [aPublicTour(), linked, anAdminOnlyTour()] }).find((card) => card.id === 2)!.places).toEqual([
      { route: '/', section: 'Popular Tours' },
      { route: '/tours', section: 'Arenal' },
      { route: '/destinations/arenal', section: 'Top Arenal Tours' },
      { route: '/canopy-tours', section: 'Top Canopy & Zipline Tours' },
    ]);
  });

  it('show a tour without a drawing its designed cover: its category\'s pattern, or the admin-only tour\'s own', () => {
    const coverless = anAdminOnlyTour({ id: 'poas-volcano', picture: undefined, adminTour: { number: 10, category: 'Adventure' } });
    const images = cards({ tours: [aPublicTour({ picture: undefined }), anAdminOnlyTour({ picture: undefined, cover: 'water' }), coverless] }).map((card) => card.currentImage);
    // A record the schema refuses (neither picture nor cover) still gets a cover: the adventure pattern, every unknown category's.
    expect(images).toEqual(['/illustrations/covers/pattern-nature.svg', '/illustrations/covers/pattern-water.svg', '/illustrations/covers/pattern-adventure.svg']);
  });

  it('read every tour (which have an admin number), their destinations and every page', () => {
    const reader = new CatalogueReader(aCatalogueDocument());
    adminTourCards(reader);
    expect(reader.log).toEqual(['pages/*', 'destinations/arenal', 'tours/*']);
  });
});
