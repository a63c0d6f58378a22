import { describe, expect, it } from 'vitest';
import { aCatalogueDocument, anAdminOnlyTour, anotherPublicTour, aPublicTour, problemsThrownBy } from '../../../test-support/catalogue-documents.js';
import { parseCatalogueDocument } from '../catalogue-document.js';
import { tourLinkIdOf } from './tour-schema.js';

/** The problems of the sample catalogue whose first tour is `tour` (the others are sound). */
const problemsOfTour = (tour: unknown) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ tours: [tour, anotherPublicTour(), anAdminOnlyTour()] })));

/** The problems of the sample catalogue whose admin-only tour is `tour`. */
const problemsOfAdminOnlyTour = (tour: unknown) => problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ tours: [aPublicTour(), anotherPublicTour(), tour] })));

const PHOTO = '/objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10';
const UPLOADED = 'must be the path of a photo uploaded on the admin page, such as /objects/0b0e6a4e-6f3a-4c55-9a53-0d3c2a1f5e10';

const SLUG = 'must be a readable slug: lowercase letters and digits in words joined by single hyphens, such as "arenal-hanging-bridges"';

describe('the tours collection', () => {
  it('takes a public tour with every field, and one with only those it needs', () => {
    expect(problemsOfTour(aPublicTour())).toEqual([]);
    const { legacyId: _1, groupSize: _2, originalPrice: _3, badges: _4, difficulty: _5, picture: _6, adminTour: _7, ...needed } = aPublicTour();
    expect(problemsOfTour(needed)).toEqual([]);
    expect(problemsOfTour({ ...needed, cover: 'nature' })).toEqual([]);
    expect(problemsOfTour({ ...needed, photo: { src: PHOTO, alt: { en: 'Hikers on the lava flow' }, credit: 'Photo: Ana Mora' } })).toEqual([]);
    expect(problemsOfTour({ ...needed, photo: { src: PHOTO, alt: { en: 'Hikers on the lava flow' } } })).toEqual([]);
  });

  it.each([
    [{ legacyId: 'arenal_1' }, 'tours[0].legacyId', `legacyId ${SLUG}, got "arenal_1"`],
    [{ destination: undefined }, 'tours[0].destination', 'destination is missing'],
    [{ title: 'Arenal Volcano Hike' }, 'tours[0].title', 'title must be given by language, such as { "en": … } (English only for now), got "Arenal Volcano Hike"'],
    [{ title: { en: '' } }, 'tours[0].title.en', 'title.en must not be empty, got ""'],
    [{ location: {} }, 'tours[0].location.en', 'location.en is missing'],
    [{ duration: undefined }, 'tours[0].duration', 'duration is missing'],
    [{ groupSize: { en: ' ' } }, 'tours[0].groupSize.en', 'groupSize.en must not be empty, got " "'],
    [{ price: 0 }, 'tours[0].price', 'price must be a positive number of US dollars, got 0'],
    [{ price: '75' }, 'tours[0].price', 'price must be a number of US dollars, got "75"'],
    [{ originalPrice: 75 }, 'tours[0].originalPrice', 'originalPrice must be above price (75), got 75'],
    [{ originalPrice: 74 }, 'tours[0].originalPrice', 'originalPrice must be above price (75), got 74'],
    [{ rating: 5.1 }, 'tours[0].rating', 'rating must be a rating from 1 to 5, got 5.1'],
    [{ reviewCount: 1.5 }, 'tours[0].reviewCount', 'reviewCount must be a whole number, 0 or more, got 1.5'],
    [{ description: { en: '' } }, 'tours[0].description.en', 'description.en must not be empty, got ""'],
    [{ highlights: { en: ['One', 'Two'] } }, 'tours[0].highlights.en', 'highlights.en must list 3 to 4 highlights'],
    [{ highlights: { en: ['1', '2', '3', '4', '5'] } }, 'tours[0].highlights.en', 'highlights.en must list 3 to 4 highlights'],
    [{ highlights: { en: ['1', '', '3'] } }, 'tours[0].highlights.en[1]', 'highlights.en[1] must not be empty, got ""'],
    [{ category: undefined }, 'tours[0].category', 'category is missing'],
    [{ theme: { en: 'Adventure' } }, 'tours[0]', 'the record has an unknown field "theme"'],
    [{ badges: ['Featured'] }, 'tours[0].badges[0]', 'badges[0] must be one of "Best Seller", "Popular", "Authentic", "Luxury", got "Featured"'],
    [{ badges: ['Popular', 'Popular'] }, 'tours[0].badges[1]', 'badges[1] is "Popular", already badges[0]: a card shows each badge once'],
    [{ badges: 'Popular' }, 'tours[0].badges', 'badges must be a list of badges, got "Popular"'],
    [{ priceUnit: undefined }, 'tours[0].priceUnit', 'priceUnit is missing'],
    [{ priceUnit: 'seat' }, 'tours[0].priceUnit', 'priceUnit must be one of "person", "group", "boat", got "seat"'],
    [{ difficulty: 'Hard' }, 'tours[0].difficulty', 'difficulty must be one of "Easy", "Moderate", "Advanced", "Beginner", "Intermediate", got "Hard"'],
    [{ picture: 'Volcano.svg' }, 'tours[0].picture', `picture ${SLUG}, got "Volcano.svg"`],
    [{ cover: 'stripes' }, 'tours[0].cover', 'cover must be one of "adventure", "nature", "water", "culture", "luxury", "wellness", "fishing", "food", got "stripes"'],
    [{ adminTour: { number: 12, category: 'Adventure' } }, 'tours[0].adminTour.number', 'adminTour.number must be an admin tour number, a whole number from 1 to 11, got 12'],
    [{ adminTour: { number: '1', category: 'Adventure' } }, 'tours[0].adminTour.number', 'adminTour.number must be an admin tour number, a whole number from 1 to 11, got "1"'],
    [{ adminTour: { number: 1, category: 'Beach' } }, 'tours[0].adminTour.category', 'adminTour.category must be one of "Adventure", "Thrill", "Nature", "Ocean", "Wildlife", got "Beach"'],
    [{ photo: { src: 'https://example.com/a.jpg', alt: { en: 'Hikers' } } }, 'tours[0].photo.src', `photo.src ${UPLOADED}, got "https://example.com/a.jpg"`],
    [{ photo: { src: '/objects/../upload-url.secret', alt: { en: 'Hikers' } } }, 'tours[0].photo.src', `photo.src ${UPLOADED}, got "/objects/../upload-url.secret"`],
    [{ photo: { src: `x${PHOTO}`, alt: { en: 'Hikers' } } }, 'tours[0].photo.src', `photo.src ${UPLOADED}, got "x${PHOTO}"`],
    [{ photo: { src: `${PHOTO}0`, alt: { en: 'Hikers' } } }, 'tours[0].photo.src', `photo.src ${UPLOADED}, got "${PHOTO}0"`],
    [{ photo: { src: PHOTO } }, 'tours[0].photo.alt', 'photo.alt is missing'],
    [{ photo: { src: PHOTO, alt: { en: ' ' } } }, 'tours[0].photo.alt.en', 'photo.alt.en must not be empty, got " "'],
    [{ photo: { src: PHOTO, alt: { en: 'Hikers' }, credit: '' } }, 'tours[0].photo.credit', 'photo.credit must not be empty, got ""'],
    [{ searchTerm: ' ' }, 'tours[0].searchTerm', 'searchTerm must not be empty, got " "'],
    [{ pricee: 75 }, 'tours[0]', 'the record has an unknown field "pricee"'],
    [{ pricee: 75, ratng: 4 }, 'tours[0]', 'the record has unknown fields "pricee", "ratng"'],
    [{ visibility: undefined }, 'tours[0].visibility', 'visibility is missing'],
    [{ visibility: 'hidden' }, 'tours[0].visibility', 'visibility must be "public" (the pages may list it) or "admin-only" (only the admin page shows it), got "hidden"'],
  ])('refuses a public tour with %o', (fields, path, message) => {
    expect(problemsOfTour({ ...aPublicTour(), ...fields })).toEqual([{ path, message }]);
  });

  it('refuses an id that is not a slug, and a tour that is not a group of fields', () => {
    const unlisted = { ...aPublicTour(), adminTour: undefined };
    expect(problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ tours: [aPublicTour(), anotherPublicTour(), { ...unlisted, id: 'Arenal 1', legacyId: 'arenal-2' }] })))).toEqual([
      { path: 'tours[2].id', message: `id ${SLUG}, got "Arenal 1"` },
    ]);
    expect(problemsThrownBy(() => parseCatalogueDocument(aCatalogueDocument({ tours: [aPublicTour(), anotherPublicTour(), 'arenal-1'] })))).toEqual([
      { path: 'tours[2]', message: 'the record must be a group of fields, such as { "name": … }, got "arenal-1"' },
    ]);
  });

  it('takes an admin-only tour with its admin tour number and a picture or a cover, and nothing of a public tour\'s', () => {
    const { picture: _picture, ...withoutPicture } = anAdminOnlyTour();
    expect(problemsOfAdminOnlyTour(anAdminOnlyTour())).toEqual([]);
    expect(problemsOfAdminOnlyTour({ ...withoutPicture, cover: 'nature' })).toEqual([]);
    expect(problemsOfAdminOnlyTour(withoutPicture)).toEqual([{ path: 'tours[2].picture', message: 'picture is missing: an admin-only tour needs a picture or a cover for its admin card' }]);
    expect(problemsOfAdminOnlyTour({ ...anAdminOnlyTour(), adminTour: undefined })).toEqual([{ path: 'tours[2].adminTour', message: 'adminTour is missing' }]);
    expect(problemsOfAdminOnlyTour({ ...anAdminOnlyTour(), price: 75 })).toEqual([{ path: 'tours[2]', message: 'the record has an unknown field "price"' }]);
  });
});

describe('a tour\'s click-count link', () => {
  it('keeps the id the site gave it before, where it has one, so the counts stored so far go on (docs/decisions/099)', () => {
    expect(tourLinkIdOf(aPublicTour())).toBe('arenal-1');
    expect(tourLinkIdOf(anotherPublicTour())).toBe('mistico-hanging-bridges');
  });
});
