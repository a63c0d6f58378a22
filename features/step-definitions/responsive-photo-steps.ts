import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpTourImagesApi } from '../../adapters/http/http-tour-images-api.js';
import type { TourImage } from '../../domain/tours/tour-image.js';
import { TOUR_CARD_IMAGE_SIZES } from '../support/site-content.js';
import { call } from '../support/api-client.js';
import { photo, photoOfWidth } from '../../test-support/photos.js';
import { browserTabOf, capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/** docs/decisions/048: the photo's copies, as features/responsive-photos.feature names them. */

Given('the operator has replaced the photo of admin tour {int} with a photo {int} pixels wide', async function (this: PortalWorld, adminTourId: number, width: number) {
  const scenario = this.api;
  scenario.storedPath = await scenario.operator.replaceTourPhoto(adminTourId, await photoOfWidth(width));
});

Given('a photo stored before copies were made is the image of admin tour {int}', async function (this: PortalWorld, adminTourId: number) {
  // A photo of an older version of the portal: the file alone in the objects folder, with no copies beside it.
  const scenario = this.api;
  const objectId = randomUUID();
  await writeFile(join(scenario.server.dataDir, 'objects', objectId), await photo('JPEG'));
  if (scenario.operator.token === undefined) assert.equal((await scenario.operator.signIn()).status, 200);
  const save = await scenario.operator.saveTourPhoto(String(adminTourId), `/objects/${objectId}`);
  assert.equal(save.status, 200, save.text);
  scenario.storedPath = `/objects/${objectId}`;
});

When('a visitor asks for the custom tour images', async function (this: PortalWorld) {
  const scenario = this.api;
  scenario.tourImages = await new HttpTourImagesApi(scenario.server.baseUrl).list();
});

When('a visitor asks for the AVIF copy of that photo {int} pixels wide', async function (this: PortalWorld, width: number) {
  const scenario = this.api;
  scenario.answer = await call(scenario.server.baseUrl, 'GET', `${scenario.storedPath!}-${width}.avif`);
});

function imageOf(world: PortalWorld, adminTourId: number): TourImage {
  const image = world.api.tourImages?.find((candidate) => candidate.tourId === adminTourId);
  assert.ok(image, `admin tour ${adminTourId} has no image in the list`);
  assert.equal(image.imageURL, world.api.storedPath, 'the record names the uploaded photo');
  return image;
}

Then('the image of admin tour {int} lists these copies:', function (this: PortalWorld, adminTourId: number, table: DataTable) {
  const variants = imageOf(this, adminTourId).variants ?? [];
  assert.deepEqual(
    variants.map(({ type, width }) => ({ type, width: String(width) })),
    table.hashes(),
  );
  for (const variant of variants) assert.match(variant.url, new RegExp(`^${this.api.storedPath!}-${variant.width}\\.(avif|webp)$`));
});

Then('the image of admin tour {int} lists no copies', function (this: PortalWorld, adminTourId: number) {
  assert.deepEqual(imageOf(this, adminTourId).variants, []);
});

Then('every copy is served as its type at its width, cached for good and never sniffed', async function (this: PortalWorld) {
  const scenario = this.api;
  const variants = scenario.tourImages!.flatMap((image) => image.variants ?? []);
  assert.ok(variants.length > 0, 'the scenario lists copies first');
  for (const variant of variants) {
    const answer = await call(scenario.server.baseUrl, 'GET', variant.url);
    assert.equal(answer.status, 200, `${variant.url}: ${answer.text}`);
    assert.equal(answer.headers['content-type'], variant.type);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    const metadata = await sharp(answer.body).metadata();
    assert.equal(variant.type === 'image/avif' ? metadata.compression : metadata.format, variant.type === 'image/avif' ? 'av1' : 'webp');
    assert.equal(metadata.width, variant.width);
  }
});

Then('its original is still served', async function (this: PortalWorld) {
  const scenario = this.api;
  const answer = await call(scenario.server.baseUrl, 'GET', scenario.storedPath!);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['content-type'], 'image/jpeg');
});

When('a visitor opens the tours page on a phone {int} pixels wide', async function (this: PortalWorld, width: number) {
  await browserTabOf(this).setViewportSize({ width, height: 812 });
  this.toursPage = await visitorOf(this).openToursPage();
});

Then(
  'the tour {string} offers its AVIF copies first, then its WebP copies, sized for the card, with the original as fallback',
  async function (this: PortalWorld, publicTourId: string) {
    const stored = this.api.storedPath!;
    const offer = await this.toursPage!.photoOfferOf(publicTourId);
    assert.ok(offer, `the tour ${publicTourId} shows no custom photo`);
    const srcset = (format: string) => [480, 960, 1600].map((width) => `${stored}-${width}.${format} ${width}w`).join(', ');
    assert.deepEqual(offer, {
      src: stored,
      sources: [
        { type: 'image/avif', srcset: srcset('avif'), sizes: TOUR_CARD_IMAGE_SIZES },
        { type: 'image/webp', srcset: srcset('webp'), sizes: TOUR_CARD_IMAGE_SIZES },
      ],
    });
  },
);

Then('the phone shows the tour {string} from a copy 480 to 960 pixels wide, not the original', async function (this: PortalWorld, publicTourId: string) {
  const loaded = new URL(await capabilityOf(this, this.toursPage!.loadedPhotoOf, 'the copy of a photo the browser chose to load')(publicTourId)).pathname;
  // Chromium knows AVIF, the first format offered.
  assert.match(loaded, new RegExp(`^${this.api.storedPath!}-(480|960)\\.avif$`));
});

Then('the image of the first tour card is fetched with high priority and not lazily', async function (this: PortalWorld) {
  assert.deepEqual(await this.toursPage!.imageLoadingAt(0), { loading: 'eager', fetchPriority: 'high' });
});

Then('the images of the tour cards after the second load lazily', async function (this: PortalWorld) {
  assert.equal((await this.toursPage!.imageLoadingAt(1)).fetchPriority, 'auto');
  for (const position of [2, 3, 4, 10]) {
    const { loading, fetchPriority } = await this.toursPage!.imageLoadingAt(position);
    // A designed cover (a card without a picture) is drawn inline, so it has nothing to fetch, eagerly or not.
    assert.ok(loading === 'lazy' || loading === 'nothing to fetch', `card ${position} loads ${loading}`);
    assert.equal(fetchPriority, 'auto');
  }
});
