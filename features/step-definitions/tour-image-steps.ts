import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ADMIN_TOUR_IDS, operatorPhotoUrl } from '../support/catalogue.js';
import { capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

Given('the operator has replaced the photo of admin tour {int}', async function (this: PortalWorld, adminTourId: number) {
  this.lastOperatorPhoto = operatorPhotoUrl(adminTourId);
  await this.portal.operator.replaceTourPhoto(adminTourId, this.lastOperatorPhoto);
});

Given('the operator has replaced the photos of all 11 admin tours', async function (this: PortalWorld) {
  for (const adminTourId of ADMIN_TOUR_IDS) await this.portal.operator.replaceTourPhoto(adminTourId, operatorPhotoUrl(adminTourId));
});

Given('the operator has not replaced any tour photo', function () {
  // A fresh portal has no replacement photos; the scenario states it for the reader.
});

When('a visitor opens the tours page', async function (this: PortalWorld) {
  this.toursPage = await visitorOf(this).openToursPage();
  this.bookablePage = this.toursPage;
});

Then(
  'the tour {string} shows the operator\'s photo with the "Custom Image" badge',
  async function (this: PortalWorld, publicTourId: string) {
    assert.ok(this.lastOperatorPhoto, 'the scenario must replace a photo first');
    assert.equal(await this.toursPage!.customPhotoOf(publicTourId), this.lastOperatorPhoto);
  },
);

Then('exactly these tours show a custom photo:', async function (this: PortalWorld, table: DataTable) {
  assert.deepEqual(await this.toursPage!.toursWithCustomPhoto(), table.raw().map(([id]) => id));
});

Then('no tour shows a custom photo', async function (this: PortalWorld) {
  assert.deepEqual(await this.toursPage!.toursWithCustomPhoto(), []);
});

When('the operator saves the photo address {string} for admin tour {int}', async function (this: PortalWorld, imageURL: string, adminTourId: number) {
  this.lastSaveAnswer = await capabilityOf(this, this.portal.operator.saveTourPhotoAddress, 'saving a bare photo address')(adminTourId, imageURL);
});

Then('the operator is told the photo cannot be saved', function (this: PortalWorld) {
  assert.equal(this.lastSaveAnswer, 'refused');
});
