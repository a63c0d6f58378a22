import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { batchCardNote } from '../../domain/admin/batch-assignment.js';
import { ADMIN_TOURS } from '../support/site-content.js';
import { AdminPage } from '../support/pages/admin-page.js';
import { ToursPage } from '../support/pages/tours-page.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { fixtureFile } from '../support/server-under-test.js';
import { browserTabOf, serverOf } from '../support/capability.js';
import type { AdminPageState, PortalWorld } from '../support/world.js';

/** The admin page this scenario drives, kept on the world (features/support/world.ts). */
function state(world: PortalWorld): AdminPageState {
  if (!world.adminPage) {
    world.adminPage = { admin: new AdminPage(browserTabOf(world)) };
  }
  return world.adminPage;
}
const admin = (world: PortalWorld) => state(world).admin;
const titleOf = (tourId: number) => ADMIN_TOURS.find((tour) => tour.id === tourId)!.title;

/** The server answers a sign-in no sooner than 1 s later (docs/product.md §9): allow for it. */
const SIGN_IN_WAIT = { timeout: 10_000 };

/** Plain photos whose shape tells them apart once the server has re-encoded them. */
async function photoOfSize(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } }).jpeg().toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
const WIDE = { width: 640, height: 360 };
const TALL = { width: 360, height: 640 };

Given('the operator has the admin page open', async function (this: PortalWorld) {
  await admin(this).open(serverOf(this).baseUrl);
});

When(/^the operator (?:enters|has entered) the right admin password$/, async function (this: PortalWorld) {
  await admin(this).signIn(TEST_ADMIN_PASSWORD);
  await expect(admin(this).managementHeading).toBeVisible(SIGN_IN_WAIT);
});

When('the operator enters the admin password {string}', async function (this: PortalWorld, password: string) {
  await admin(this).signIn(password);
});

Then('the operator sees {string} with the Admin badge', async function (this: PortalWorld, heading: string) {
  await expect(browserTabOf(this).getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(admin(this).adminBadge).toBeVisible();
});

Then('the operator sees the 11 admin tours, numbered 1 to 11', async function (this: PortalWorld) {
  await expect(admin(this).cards).toHaveCount(11);
  const numbers = await admin(this).cards.getByText(/^Tour ID: \d+$/).allTextContents();
  assert.deepEqual(
    numbers,
    ADMIN_TOURS.map((tour) => `Tour ID: ${tour.id}`),
  );
  for (const tour of ADMIN_TOURS) await expect(admin(this).card(tour.title)).toBeVisible();
});

Then('the operator is told {string}', async function (this: PortalWorld, title: string) {
  await expect(admin(this).toast(title)).toBeVisible(SIGN_IN_WAIT);
});

Then('the password field is cleared', async function (this: PortalWorld) {
  await expect(admin(this).passwordField).toHaveValue('');
  await expect(admin(this).button('Access Admin Panel')).toBeDisabled();
});

Then(/^the page (?:still asks|asks) for admin access(?: again)?$/, async function (this: PortalWorld) {
  await expect(admin(this).lockHeading).toBeVisible();
  await expect(admin(this).managementHeading).toHaveCount(0);
});

When('the operator chooses {string}', async function (this: PortalWorld, name: string) {
  const button = admin(this).button(name);
  // A toast waits while the pointer rests on it (docs/decisions/061); the operator moves the pointer away and
  // clicks once nothing lies over the button, as a person would.
  {
    await button.scrollIntoViewIfNeeded();
    await button.page().mouse.move(0, 0);
    const uncovered = () =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return topmost !== null && (topmost === element || element.contains(topmost));
      });
    for (let wait = 0; wait < 60 && !(await uncovered()); wait += 1) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await button.click();
});

When('the operator picks the photo {string} for {string}', async function (this: PortalWorld, file: string, tourTitle: string) {
  await admin(this).pickPhotoFor(tourTitle, fixtureFile(`images/${file}`).pathname);
});

Then('the crop dialog opens for {string}', async function (this: PortalWorld, tourTitle: string) {
  const dialog = admin(this).cropDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(`Adjust the crop area, rotation and scale for ${tourTitle}`);
});

When('the operator applies the crop', async function (this: PortalWorld) {
  const apply = admin(this).cropDialog.getByRole('button', { name: 'Apply Crop' });
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(admin(this).cropDialog).toBeHidden();
});

Then('the card {string} shows the new photo with the {string} badge', async function (this: PortalWorld, tourTitle: string, badge: string) {
  await expect(admin(this).card(tourTitle).getByText(badge, { exact: true })).toBeVisible();
  const src = await admin(this).cardImage(tourTitle).getAttribute('src');
  assert.match(src ?? '', /^\/objects\//);
  state(this).uploadedPhoto = src!;
});

Then(
  'the tours page shows that photo on {string} with the {string} badge',
  async function (this: PortalWorld, tourTitle: string, badge: string) {
    const toursPage = new ToursPage(browserTabOf(this));
    await expect(toursPage.card(tourTitle).getByText(badge, { exact: true })).toBeVisible();
    assert.equal(await toursPage.customPhotoOf(tourTitle), state(this).uploadedPhoto);
  },
);

When('the operator turns on batch mode', async function (this: PortalWorld) {
  await admin(this).button('Batch Upload').click();
  await expect(admin(this).button('Batch Upload')).toHaveAttribute('aria-pressed', 'true');
});

Then('every card says it will be updated by the batch upload in order', async function (this: PortalWorld) {
  for (const [index, tour] of ADMIN_TOURS.entries()) {
    await expect(admin(this).card(tour.title).getByText(batchCardNote(index + 1), { exact: true })).toBeVisible();
  }
  await expect(browserTabOf(this).getByRole('button', { name: 'Upload New Image' })).toHaveCount(0);
});

When('the operator uploads a wide photo and then a tall photo in batch mode', async function (this: PortalWorld) {
  const files = [await photoOfSize('wide.jpg', WIDE.width, WIDE.height), await photoOfSize('tall.jpg', TALL.width, TALL.height)];
  await admin(this).uploadBatch(files);
});

Then(
  'tour {int} shows the wide photo and tour {int} the tall photo, both with the {string} badge',
  async function (this: PortalWorld, wideTour: number, tallTour: number, badge: string) {
    for (const [tourId, size] of [
      [wideTour, WIDE],
      [tallTour, TALL],
    ] as const) {
      await expect(admin(this).card(titleOf(tourId)).getByText(badge, { exact: true })).toBeVisible();
      assert.deepEqual(await admin(this).shownSizeOf(titleOf(tourId)), size);
    }
  },
);

Then('tour {int} still shows its own photo', async function (this: PortalWorld, tourId: number) {
  await expect(admin(this).customBadge(titleOf(tourId))).toHaveCount(0);
});

/** A photo file from features/fixtures/images, as the page object drops it. */
function fixturePhoto(file: string) {
  return { name: file, mimeType: 'image/jpeg', buffer: readFileSync(fixtureFile(`images/${file}`)) };
}

Then('the operator is told {string} with {string}', async function (this: PortalWorld, title: string, description: string) {
  await expect(admin(this).toast(title)).toBeVisible(SIGN_IN_WAIT);
  await expect(browserTabOf(this).getByRole('region', { name: 'Notifications' }).getByText(description, { exact: true })).toBeVisible();
});

When('the operator picks a GIF for {string}', async function (this: PortalWorld, tourTitle: string) {
  const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } }).gif().toBuffer();
  await admin(this).pickPhotoFor(tourTitle, { name: 'parrot.gif', mimeType: 'image/gif', buffer: gif });
});

Then('the crop dialog stays closed', async function (this: PortalWorld) {
  await expect(admin(this).cropDialog).toHaveCount(0);
});

When('the operator drops the photo {string} on {string}', async function (this: PortalWorld, file: string, tourTitle: string) {
  assert.equal(await admin(this).dropFiles(admin(this).card(tourTitle), [fixturePhoto(file)]), true);
});

When('the operator drops the photo {string} beside the cards', async function (this: PortalWorld, file: string) {
  state(this).strayDropHandled = await admin(this).dropFiles(admin(this).managementHeading, [fixturePhoto(file)]);
});

Then('the browser keeps the admin page open', async function (this: PortalWorld) {
  // The page refused the drop, so the browser does not navigate to the file.
  assert.equal(state(this).strayDropHandled, true);
  assert.equal(new URL(browserTabOf(this).url()).pathname, '/admin');
  await expect(admin(this).managementHeading).toBeVisible();
  await expect(admin(this).cropDialog).toHaveCount(0);
});

Given('the connection is slow', async function (this: PortalWorld) {
  const page = browserTabOf(this);
  const cdp = await page.context().newCDPSession(page);
  // 50 kB/s: the cropped photo (about 1 MB) takes some 20 s, so on a busy machine it is still under way when the
  // operator reaches Cancel (at 100 kB/s it once finished first, beside other scenarios, and Cancel was gone).
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 50 * 1024 });
});

When('the operator crops a large photo for {string}', async function (this: PortalWorld, tourTitle: string) {
  // Noise does not compress: the cropped photo stays large, so the slow transfer takes a while.
  const [width, height] = [1200, 800];
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  await admin(this).pickPhotoFor(tourTitle, { name: 'large.jpg', mimeType: 'image/jpeg', buffer });
  const apply = admin(this).cropDialog.getByRole('button', { name: 'Apply Crop' });
  await expect(apply).toBeEnabled();
  await apply.click();
});

Then("the operator sees the upload's progress, with the bytes sent and the time left", async function (this: PortalWorld) {
  const tray = admin(this).uploadTray;
  // The bar is drawn as wide as the share sent, so at 0 % it has no width: wait for the first bytes to be counted.
  await expect(tray.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]/, { timeout: 20_000 });
  await expect(tray.getByRole('progressbar')).toBeVisible();
  await expect(tray.getByText(/Uploading: \d+%/)).toBeVisible();
  await expect(tray.getByText(/[\d.]+ [KMG]?B of [\d.]+ [KMG]?B · .+ left/)).toBeVisible();
});

Then("the upload's progress is gone", async function (this: PortalWorld) {
  await expect(admin(this).uploadTray).toHaveCount(0);
  await expect(browserTabOf(this).getByRole('button', { name: /^Upload New Image for / }).first()).toBeEnabled();
});

Then('no tour has a new photo', async function (this: PortalWorld) {
  const response = await fetch(`${serverOf(this).baseUrl}/api/tours/images`);
  assert.deepEqual(await response.json(), []);
  await expect(browserTabOf(this).getByText('Custom', { exact: true })).toHaveCount(0);
});

Given("the server no longer knows the operator's session", async function (this: PortalWorld) {
  // As after the server's 30 minutes without use: every admin call is answered 401.
  await browserTabOf(this).route('**/api/objects/upload', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"statusCode":401,"message":"Sign in again."}' }),
  );
});

When('the operator adds {int} photos to the batch', async function (this: PortalWorld, count: number) {
  const files = await Promise.all(Array.from({ length: count }, (_, index) => photoOfSize(`batch-${index + 1}.jpg`, 64 + index, 48)));
  await admin(this).dropOnBatch(files);
  await expect(admin(this).batchFiles).toHaveCount(count);
});

When('the operator adds {int} more photo to the batch', async function (this: PortalWorld, count: number) {
  const files = await Promise.all(Array.from({ length: count }, (_, index) => photoOfSize(`extra-${index + 1}.jpg`, 32, 32 + index)));
  await admin(this).dropOnBatch(files);
});

Then('the batch holds {int} photos', async function (this: PortalWorld, count: number) {
  await expect(admin(this).batchFiles).toHaveCount(count);
});
