import { describe, expect, it } from 'vitest';
import type { TourListing, TourRecord } from '../catalogue/catalogue.js';
import { placesSentence, publicPlacesOfAdminTour } from './public-places.js';

const tour = (id: string, adminTourId?: number): TourRecord => ({
  id,
  destination: 'arenal',
  title: `Tour ${id}`,
  location: 'La Fortuna',
  duration: '4 hours',
  price: 75,
  rating: 4.8,
  reviewCount: 1200,
  description: 'A hike on the old lava flows.',
  highlights: ['Lava flow', 'Viewpoint', 'Guide'],
  category: 'Nature & Wildlife',
  searchTerm: `search ${id}`,
  ...(adminTourId === undefined ? {} : { adminTour: { id: adminTourId, category: 'Adventure' as const } }),
});

const tours = [tour('arenal-1', 1), tour('arenal-2'), tour('tamarindo-1', 8)];
const listings: TourListing[] = [
  { route: '/', section: 'Popular Tours', tourIds: ['arenal-2', 'tamarindo-1'] },
  { route: '/tours', section: 'Arenal', destination: 'arenal', tourIds: ['arenal-2', 'arenal-1'] },
  { route: '/tours', section: 'Tamarindo', destination: 'tamarindo', tourIds: ['tamarindo-1'] },
  { route: '/destinations/arenal', section: 'Top Arenal Tours', tourIds: ['arenal-1', 'arenal-1'] },
];

describe('where an admin tour\'s photo shows on the public site (issue 19)', () => {
  it('is every page and card group that lists the tour linked to it, in listing order', () => {
    expect(publicPlacesOfAdminTour(1, { tours, listings })).toEqual([
      { route: '/tours', section: 'Arenal' },
      { route: '/destinations/arenal', section: 'Top Arenal Tours' },
    ]);
    expect(publicPlacesOfAdminTour(8, { tours, listings })).toEqual([
      { route: '/', section: 'Popular Tours' },
      { route: '/tours', section: 'Tamarindo' },
    ]);
  });

  it('is nowhere for an admin tour no public tour is linked to (Tortuguero, Corcovado, Poás, San José)', () => {
    for (const adminTourId of [7, 9, 10, 11]) expect(publicPlacesOfAdminTour(adminTourId, { tours, listings })).toEqual([]);
  });

  it('names each card group once, even when it lists the tour twice', () => {
    expect(publicPlacesOfAdminTour(1, { tours, listings }).filter((place) => place.route === '/destinations/arenal')).toHaveLength(1);
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
