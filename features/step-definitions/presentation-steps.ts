import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { formatCount } from '../../domain/presentation/counts.js';
import { hotelFeatures, hotelPriceColour, hotelRank } from '../../domain/presentation/hotel-card.js';
import { keywordBadges, nextPhoto, photoCounter, previousPhoto, publicationDate } from '../../domain/presentation/photo-carousel.js';
import { roastColour } from '../../domain/presentation/roast-badge.js';
import { starsFor } from '../../domain/presentation/star-rating.js';
import { listFrom, scenarioSlot } from '../support/rule-state.js';

const GLYPH = { full: '★', half: '⯪', empty: '☆' } as const;
const state = scenarioSlot(() => ({ names: [] as string[], features: [] as string[], index: 0, total: 0 }));

Then(/^a rating of ([\d.]+) on a (tour|hotel) card shows "(.*)"$/, function (rating: string, card: string, stars: string) {
  assert.equal(starsFor(Number(rating), { halfStars: card === 'hotel' }).map((star) => GLYPH[star]).join(''), stars);
});

Given('the hotels {string}', function (names: string) {
  state(this).names = listFrom(names);
});

Then('they are ranked {string}', function (ranks: string) {
  assert.deepEqual(state(this).names.map((_, index) => String(hotelRank(index))), listFrom(ranks));
});

Given('a hotel with {int} features', function (count: number) {
  state(this).features = Array.from({ length: count }, (_, index) => `Feature ${index + 1}`);
});

Then('its card shows {int} features and {string}', function (shown: number, more: string) {
  const card = hotelFeatures(state(this).features);
  assert.deepEqual(card.shown, state(this).features.slice(0, shown));
  assert.equal(card.more ?? '(none)', more);
});

Then(/^the price badge of a "(.*)" hotel is (\w+)$/, function (range: string, colour: string) {
  assert.equal(hotelPriceColour(range), colour);
});

Then(/^the roast badge of a "(.*)" coffee is ([\w-]+)$/, function (roast: string, colour: string) {
  assert.equal(roastColour(roast), colour);
});

Then('{int} reviews read {string}', function (count: number, shown: string) {
  assert.equal(formatCount(count), shown);
});

Given('a photo with the keywords {string}', function (keywords: string) {
  state(this).names = listFrom(keywords);
});

Then('its badges read {string}', function (badges: string) {
  assert.deepEqual(keywordBadges(state(this).names), listFrom(badges));
});

Given('the gallery shows photo {int} of {int}', function (position: number, total: number) {
  Object.assign(state(this), { index: position - 1, total });
});

When(/^the visitor presses (next|previous)$/, function (button: string) {
  const current = state(this);
  current.index = button === 'next' ? nextPhoto(current.index, current.total) : previousPhoto(current.index, current.total);
});

Then('the counter reads {string}', function (counter: string) {
  assert.equal(photoCounter(state(this).index, state(this).total), counter);
});

Then('a photo published {string} shows the date {string}', function (published: string, shown: string) {
  assert.equal(publicationDate(published), shown);
});
