import { describe, expect, it } from 'vitest';
import { placesSentence, publicPlacesOfAdminTour } from './public-places.js';

const destinations = [
  { name: 'Arenal', tours: [{ id: 'arenal-1' }, { id: 'arenal-2' }, { id: 'arenal-3' }] },
  { name: 'Tamarindo', tours: [{ id: 'tamarindo-1' }, { id: 'tamarindo-2' }] },
  { name: 'Uvita', tours: [{ id: 'uvita-1' }] },
];

describe('where an admin tour\'s photo shows on the public site (issue 19)', () => {
  it('is the /tours section of each public tour mapped to it', () => {
    expect(publicPlacesOfAdminTour(1, destinations)).toEqual([{ route: '/tours', section: 'Arenal' }]);
    expect(publicPlacesOfAdminTour(8, destinations)).toEqual([{ route: '/tours', section: 'Tamarindo' }]);
  });

  it('is nowhere for an admin tour no public tour maps to (Tortuguero, Corcovado, Poás, San José)', () => {
    for (const adminTourId of [7, 9, 10, 11]) expect(publicPlacesOfAdminTour(adminTourId, destinations)).toEqual([]);
  });

  it('names each section once', () => {
    const twice = [{ name: 'Arenal', tours: [{ id: 'arenal-1' }, { id: 'arenal-1' }] }];
    expect(publicPlacesOfAdminTour(1, twice)).toEqual([{ route: '/tours', section: 'Arenal' }]);
  });
});

describe('what the admin card says about it', () => {
  it('names every place', () => {
    expect(placesSentence([{ route: '/tours', section: 'Arenal' }])).toBe('On /tours, Arenal');
    expect(
      placesSentence([
        { route: '/', section: 'Popular Tours' },
        { route: '/tours', section: 'Tamarindo' },
      ]),
    ).toBe('On /, Popular Tours; /tours, Tamarindo');
  });

  it('says plainly when no public page shows the photo', () => {
    expect(placesSentence([])).toBe('No public page shows this tour: visitors never see its photo');
  });
});
