import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  ALL_CATEGORIES,
  ALL_DESTINATIONS,
  categoryFilterOptions,
  comingSoonFor,
  destinationFilterOptions,
  destinationsShown,
  toursInCategory,
} from '../../domain/tours/tour-filters.js';
import type { TourDestination } from '../../domain/tours/public-tour.js';
import { TOUR_DESTINATIONS } from '../../ui/content/tours.js';
import { listFrom, scenarioSlot } from '../support/rule-state.js';

interface FilterState {
  tours: { title: string; category: string }[];
  category: string;
  destinations: readonly TourDestination[];
  destination: string;
}

const state = scenarioSlot<FilterState>(() => ({ tours: [], category: ALL_CATEGORIES, destinations: [], destination: ALL_DESTINATIONS }));
const shownTours = (world: object) => toursInCategory(state(world).tours, state(world).category).map((tour) => tour.title);
const shownSections = (world: object) => destinationsShown(state(world).destinations, state(world).destination);

Given('a page with these tours:', function (table: DataTable) {
  state(this).tours = table.hashes().map((row) => ({ title: row.tour!, category: row.category! }));
});

Given('the tours page catalogue', function () {
  state(this).destinations = TOUR_DESTINATIONS;
});

Given('a destination {string} without tours', function (name: string) {
  state(this).destinations = [...TOUR_DESTINATIONS, { name, description: '', icon: '', colour: '', tours: [] }];
});

When('the visitor picks the category {string}', function (category: string) {
  state(this).category = category;
});

When('the visitor picks the destination {string}', function (destination: string) {
  state(this).destination = destination;
});

Then('the category buttons read {string}', function (buttons: string) {
  assert.deepEqual(categoryFilterOptions(state(this).tours), listFrom(buttons));
});

Then('the visitor sees all {int} tours', function (count: number) {
  assert.deepEqual(shownTours(this), state(this).tours.map((tour) => tour.title));
  assert.equal(shownTours(this).length, count);
});

Then('the visitor sees the tours {string}', function (tours: string) {
  assert.deepEqual(shownTours(this), listFrom(tours));
});

Then('the destination buttons read {string}', function (buttons: string) {
  assert.deepEqual(destinationFilterOptions(state(this).destinations), listFrom(buttons));
});

Then('the visitor sees the sections of all {int} destinations', function (count: number) {
  assert.equal(shownSections(this).length, count);
});

Then('the visitor sees only the {string} section, with {int} tours', function (name: string, count: number) {
  const sections = shownSections(this);
  assert.deepEqual(sections.map((section) => section.name), [name]);
  assert.equal(sections[0]!.tours.length, count);
});

Then('the section says {string}', function (text: string) {
  const [section] = shownSections(this);
  const comingSoon = comingSoonFor(section!);
  assert.ok(comingSoon, 'the section shows tours');
  assert.ok([comingSoon.title, comingSoon.text].includes(text), `the section says "${comingSoon.title}" / "${comingSoon.text}"`);
});

Then('the section does not say {string}', function (text: string) {
  const [section] = shownSections(this);
  assert.equal(comingSoonFor(section!)?.title === text, false);
  assert.ok(section!.tours.length > 0);
});
