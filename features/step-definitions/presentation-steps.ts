import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { formatCount } from '../../domain/presentation/counts.js';
import { hotelFeatures, hotelPriceColour } from '../../domain/presentation/hotel-card.js';
import { keywordBadges, nextPhoto, photoCounter, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { starsFor } from '../../domain/presentation/star-rating.js';
import { listFrom } from '../support/list-from.js';

/*
 * The @domain examples of presentation rules with figures no catalogue item has (features/presentation.feature,
 * hotels.feature, shops.feature, picture-of-the-day.feature): the domain's card functions on made-up values. Each rule
 * also runs on a real page through the visitor's views.
 */

const GLYPH = { full: '★', half: '⯪', empty: '☆' } as const;
const glyphs = (rating: number) =>
  starsFor(rating)
    .map((star) => GLYPH[star])
    .join('');

// One rule for every card (docs/product.md §9): the card named in the example only says where the rating shows.
Then(/^a rating of ([\d.]+) on a (?:tour|product|hotel) card shows "(.*)"$/, function (rating: string, stars: string) {
  assert.equal(glyphs(Number(rating)), stars);
});

Then(/^a hotel rated ([\d.]+) shows "(.*)"$/, function (rating: string, stars: string) {
  assert.equal(glyphs(Number(rating)), stars);
});

Then('a hotel with {int} features shows the first {int} and {string}', function (count: number, shown: number, more: string) {
  const features = Array.from({ length: count }, (_, index) => `Feature ${index + 1}`);
  const card = hotelFeatures(features);
  assert.deepEqual(card.shown, features.slice(0, shown));
  assert.equal(card.more ?? '(none)', more);
});

Then(/^the price badge of a "(.*)" hotel is (\w+)$/, function (range: string, colour: string) {
  assert.equal(hotelPriceColour(range), colour);
});

Then('{int} reviews read {string}', function (count: number, shown: string) {
  assert.equal(formatCount(count), shown);
});

Then('a photo with the keywords {string} shows the badges {string}', function (keywords: string, badges: string) {
  assert.deepEqual(keywordBadges(listFrom(keywords)), listFrom(badges));
});

Then(/^pressing (next|previous) on photo (\d+) of (\d+) shows "(.*)"$/, function (button: string, from: string, total: string, counter: string) {
  const index = Number(from) - 1;
  const moved = button === 'next' ? nextPhoto(index, Number(total)) : previousPhoto(index, Number(total));
  assert.equal(photoCounter(moved, Number(total)), counter);
});

Then('a photo published {string} shows the date {string}', function (published: string, shown: string) {
  assert.equal(publicationDate(published), shown);
});
