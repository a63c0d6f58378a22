import { describe, expect, it } from 'vitest';
import { placesSentence, publicPlacesOf, type PlacedListing } from './public-places.js';

const listings: PlacedListing[] = [
  { route: '/', section: 'Popular Tours', tourIds: ['arenal-2', 'tamarindo-1'] },
  { route: '/tours', section: 'Arenal', tourIds: ['arenal-2', 'arenal-1'] },
  { route: '/tours', section: 'Tamarindo', tourIds: ['tamarindo-1'] },
  { route: '/destinations/arenal', section: 'Top Arenal Tours', tourIds: ['arenal-1', 'arenal-1'] },
];

describe('where an admin tour\'s photo shows on the public site (issue 19)', () => {
  it('is every page and card group that lists a tour linked to it, in listing order', () => {
    expect(publicPlacesOf(new Set(['arenal-1']), listings)).toEqual([
      { route: '/tours', section: 'Arenal' },
      { route: '/destinations/arenal', section: 'Top Arenal Tours' },
    ]);
    expect(publicPlacesOf(new Set(['tamarindo-1']), listings)).toEqual([
      { route: '/', section: 'Popular Tours' },
      { route: '/tours', section: 'Tamarindo' },
    ]);
  });

  it('is nowhere for an admin tour no listed tour is linked to (Tortuguero, Corcovado, Poás, San José)', () => {
    expect(publicPlacesOf(new Set(), listings)).toEqual([]);
    expect(publicPlacesOf(new Set(['tortuguero-turtle-night-walk']), listings)).toEqual([]);
  });

  it('names each card group once, even when it lists the tour twice', () => {
    expect(publicPlacesOf(new Set(['arenal-1']), listings).filter((place) => place.route === '/destinations/arenal')).toHaveLength(1);
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
