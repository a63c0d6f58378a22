import { describe, expect, it } from 'vitest';
import { cardPhotoOf, photoCardsOf, type PhotoCard } from './card-photos.js';

const EAGER = { loading: 'eager', fetchPriority: 'high' } as const;
const LAZY = { loading: 'lazy', fetchPriority: 'auto' } as const;

const linked: PhotoCard = { id: 'arenal-1', title: 'Arenal Volcano Hike', adminTourId: 1, pictureSrc: '/illustrations/arenal.svg', ...EAGER };
const unlinked: PhotoCard = { id: 'jaco-1', title: 'Jaco Surf Lesson', adminTourId: null, pictureSrc: '/illustrations/surf.svg', ...LAZY };
const operatorPhoto = { tourId: 1, imageURL: '/objects/3f2b8c1e-0a4d-4c6e-9b7a-1d2e3f4a5b6c' };

describe('cardPhotoOf: which photo replaces a card\'s drawing (docs/product.md §2, §3)', () => {
  it("gives a linked tour its admin tour's operator photo, badged 'Custom Image'", () => {
    expect(cardPhotoOf(linked, [operatorPhoto], undefined)).toEqual({ photo: { src: operatorPhoto.imageURL, sources: [] }, badge: 'Custom Image' });
  });

  it('gives an unlinked tour none, whatever the operator uploaded', () => {
    expect(cardPhotoOf(unlinked, [operatorPhoto], undefined)).toBeUndefined();
    expect(cardPhotoOf(linked, [{ ...operatorPhoto, tourId: 7 }], undefined)).toBeUndefined();
  });

  it("prefers the operator's photo to a curated one, and otherwise shows the curated photo, badged 'Curated'", () => {
    const curated = { 'arenal-1': 'https://images.example/arenal.jpg', 'jaco-1': 'https://images.example/jaco.jpg' };
    expect(cardPhotoOf(linked, [operatorPhoto], curated)?.badge).toBe('Custom Image');
    expect(cardPhotoOf(unlinked, [operatorPhoto], curated)).toEqual({ photo: { src: 'https://images.example/jaco.jpg', sources: [] }, badge: 'Curated' });
    expect(cardPhotoOf(unlinked, [], {})).toBeUndefined();
  });
});

describe('photoCardsOf: the cards the island may give a photo', () => {
  const tours = [
    { id: 'arenal-1', title: 'Arenal Volcano Hike', adminTourId: 1, picture: { src: '/illustrations/arenal.svg' } },
    { id: 'jaco-1', title: 'Jaco Surf Lesson' },
  ];
  const loadingOf = (index: number) => (index === 0 ? EAGER : LAZY);

  it('takes only the linked tours where no curated photo is asked for, with their place on the page', () => {
    expect(photoCardsOf(tours, loadingOf, { curated: false })).toEqual([
      { id: 'arenal-1', title: 'Arenal Volcano Hike', adminTourId: 1, pictureSrc: '/illustrations/arenal.svg', ...EAGER },
    ]);
  });

  it('takes every tour on the home page, as JSON carries them (null, not undefined)', () => {
    expect(photoCardsOf(tours, loadingOf, { curated: true })[1]).toEqual({ id: 'jaco-1', title: 'Jaco Surf Lesson', adminTourId: null, pictureSrc: null, ...LAZY });
  });
});
