import type { Page, Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { aPickedPhoto } from '../../test-support/photos.js';
import { AdminPage, type PickedFile } from '../support/pages/admin-page.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { ADMIN_TOURS } from '../support/catalogue.js';
import { expect, testWithOwnServer as test } from './fixtures.js';

/**
 * docs/decisions/031-uppy-uploads.md: the admin page's uploads through the upload widget, against the real
 * server, with the network made to misbehave through page.route. Each test runs its own server, started
 * with the test admin password (the shared e2e server generates one nobody knows).
 */

/** A noisy photo: noise does not compress, so the cropped file stays large enough for the progress to show. */
const noisyPhoto = (name: string, width: number, height: number): Promise<PickedFile> => aPickedPhoto(name, { width, height, noisy: true, quality: 95 });
const plainPhoto = (name: string, width: number, height: number): Promise<PickedFile> => aPickedPhoto(name, { width, height });

const isUploadUrlCall = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/objects/upload';
const isPhotoPut = (request: Request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/objects/uploads/');

/** Every request the page makes, in order, by kind. */
function recordCalls(page: Page) {
  const calls: { kind: 'upload-url' | 'put' | 'save'; url: string }[] = [];
  page.on('request', (request) => {
    if (isUploadUrlCall(request)) calls.push({ kind: 'upload-url', url: request.url() });
    else if (isPhotoPut(request)) calls.push({ kind: 'put', url: request.url() });
    else if (request.method() === 'PUT' && /\/api\/tours\/\d+\/image$/.test(request.url())) calls.push({ kind: 'save', url: request.url() });
  });
  return calls;
}

async function signedIn(page: Page, baseUrl: string): Promise<AdminPage> {
  const admin = new AdminPage(page);
  await admin.open(baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await expect(admin.managementHeading).toBeVisible({ timeout: 10_000 });
  return admin;
}

const [first, second, third] = ADMIN_TOURS;

// A sign-in, the whole admin app and a crop in a browser: past 30 s at a load of 30-45 (both runs of docs/decisions/146).
test.describe.configure({ timeout: 90_000 });

test.describe('admin uploads through the upload widget', () => {
  test('one cropped photo: a fresh upload URL after the crop, a progress bar, then "Image Updated"', async ({ page, server }) => {
    // Sign-in, a crop of a 1600 px photo and a throttled transfer: 18 s on a quiet machine, past 30 s beside other tests.
    test.slow();
    const admin = await signedIn(page, server.baseUrl);
    const calls = recordCalls(page);
    // A slow connection, so the transfer takes seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });

    await admin.pickPhotoFor(first!.title, await noisyPhoto('volcano.jpg', 1600, 1000));
    await expect(admin.cropDialog).toBeVisible();
    await expect(admin.cropDialog.getByRole('button', { name: 'Apply Crop' })).toBeEnabled();
    expect(calls).toEqual([]);
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();

    const tray = admin.uploadTray;
    await expect(tray).toBeVisible();
    await expect(tray.getByRole('progressbar')).toBeVisible();
    // The widget's status bar: percent, bytes sent of the total, time left.
    await expect(tray.getByText(/Uploading: \d+%/)).toBeVisible();
    await expect(tray.getByText(/[\d.]+ [KMG]?B of [\d.]+ [KMG]?B · .+ left/)).toBeVisible();
    // The pointer rests where Apply Crop was, now over the sign-in toast, which waits while hovered
    // (docs/decisions/061) and holds the next one back: the operator moves it away, as a person would.
    await page.mouse.move(0, 0);
    await expect(admin.toast('Image Updated')).toBeVisible({ timeout: 30_000 });
    await expect(tray).toBeHidden();
    await expect(admin.customBadge(first!.title)).toBeVisible();
    expect(calls.map((call) => call.kind)).toEqual(['upload-url', 'put', 'save']);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  });

  test('a PUT that fails on the network is sent again, and the photo is saved for its tour', async ({ page, server }) => {
    const admin = await signedIn(page, server.baseUrl);
    const calls = recordCalls(page);
    let aborted = 0;
    await page.route('**/api/objects/uploads/**', (route) => {
      if (aborted === 0) {
        aborted += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    await admin.pickPhotoFor(second!.title, await plainPhoto('beach.jpg', 800, 600));
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    await expect(admin.toast('Image Updated')).toBeVisible({ timeout: 20_000 });
    await expect(admin.customBadge(second!.title)).toBeVisible();
    expect(aborted).toBe(1);
    expect(calls.filter((call) => call.kind === 'put')).toHaveLength(2);
    expect(calls.filter((call) => call.kind === 'save').map((call) => new URL(call.url).pathname)).toEqual([`/api/tours/${second!.id}/image`]);
  });

  test('an upload URL refused once (403) is replaced by a fresh one', async ({ page, server }) => {
    const admin = await signedIn(page, server.baseUrl);
    const calls = recordCalls(page);
    let refused = 0;
    await page.route('**/api/objects/uploads/**', (route) => {
      if (refused === 0) {
        refused += 1;
        return route.fulfill({ status: 403, contentType: 'application/json', body: '{"statusCode":403,"message":"This upload URL has been used."}' });
      }
      return route.continue();
    });

    await admin.pickPhotoFor(third!.title, await plainPhoto('sloth.jpg', 640, 480));
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    await expect(admin.toast('Image Updated')).toBeVisible({ timeout: 20_000 });
    const puts = calls.filter((call) => call.kind === 'put').map((call) => call.url);
    expect(calls.filter((call) => call.kind === 'upload-url')).toHaveLength(2);
    expect(puts).toHaveLength(2);
    expect(puts[0]).not.toBe(puts[1]);
  });

  test('a batch of three photos goes to the first three tours, each with its own photo', async ({ page, server }) => {
    const admin = await signedIn(page, server.baseUrl);
    await admin.button('Batch Upload').click();
    const sizes = [
      { width: 640, height: 360 },
      { width: 360, height: 640 },
      { width: 500, height: 500 },
    ];
    const files = await Promise.all(sizes.map((size, index) => plainPhoto(`batch-${index + 1}.jpg`, size.width, size.height)));
    // docs/architecture.md §6: no serious or critical accessibility violation, the upload widget included.
    const scan = await new AxeBuilder({ page }).include('main').analyze();
    expect(scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await admin.uploadBatch(files);
    await expect(admin.toast('Batch Upload Complete')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Successfully updated 3 tour images')).toBeVisible();
    for (const [index, tour] of ADMIN_TOURS.slice(0, 3).entries()) {
      await expect(admin.customBadge(tour.title)).toBeVisible();
      expect(await admin.shownSizeOf(tour.title)).toEqual(sizes[index]);
    }
    await expect(admin.customBadge(ADMIN_TOURS[3]!.title)).toHaveCount(0);
  });

  test('a PUT answered 429 with Retry-After: 1 twice waits at least 1 s before each retry, then the photo is saved (issue 19, decision 084)', async ({ page, server }, testInfo) => {
    const admin = await signedIn(page, server.baseUrl);
    const calls = recordCalls(page);
    const reachedAt: number[] = [];
    await page.route('**/api/objects/uploads/**', (route) => {
      reachedAt.push(Date.now());
      if (reachedAt.length <= 2) {
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': '1' },
          contentType: 'application/json',
          body: '{"statusCode":429,"error":"Too Many Requests","message":"Too many uploads; try again shortly."}',
        });
      }
      return route.continue();
    });
    await admin.pickPhotoFor(first!.title, await plainPhoto('toucan.jpg', 640, 480));
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    await page.mouse.move(0, 0);
    // Three tries, two waits of at least a second and six calls: on a busy machine this takes a while.
    await expect(admin.toast('Image Updated')).toBeVisible({ timeout: 60_000 });
    await expect(admin.customBadge(first!.title)).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`rate-limited-saved-${width}.png`) });
    }
    const gaps = reachedAt.slice(1).map((time, index) => time - reachedAt[index]!);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000);
    expect(calls.map((call) => call.kind)).toEqual(['upload-url', 'put', 'upload-url', 'put', 'upload-url', 'put', 'save']);
  });

  test('while a rate-limited photo waits for its next try, the page says how long; Cancel stops it (issue 19)', async ({ page, server }, testInfo) => {
    const admin = await signedIn(page, server.baseUrl);
    const calls = recordCalls(page);
    await page.route('**/api/objects/uploads/**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        contentType: 'application/json',
        body: '{"statusCode":429,"error":"Too Many Requests","message":"Too many uploads; try again shortly."}',
      }),
    );
    await admin.pickPhotoFor(first!.title, await plainPhoto('toucan.jpg', 640, 480));
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    await page.mouse.move(0, 0);
    await expect(admin.uploadTray.getByRole('status').filter({ hasText: 'The photo was not sent yet: trying again in 30 s.' })).toBeVisible({ timeout: 15_000 });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`rate-limited-waiting-${width}.png`) });
    }
    await admin.uploadTray.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(admin.uploadTray).toBeHidden();
    expect(calls.filter((call) => call.kind === 'put')).toHaveLength(1);
  });

  test('offline, the widget says so and waits; back online, the photo goes up', async ({ page, server }) => {
    const admin = await signedIn(page, server.baseUrl);
    await admin.pickPhotoFor(first!.title, await plainPhoto('rain.jpg', 640, 480));
    await page.context().setOffline(true);
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    // The page keeps the widget's own words on show while offline (beside the widget's passing notice).
    await expect(admin.uploadTray.getByRole('status').filter({ hasText: /^No Internet connection$/ })).toBeVisible();
    await page.context().setOffline(false);
    await expect(admin.toast('Image Updated')).toBeVisible({ timeout: 20_000 });
    await expect(admin.customBadge(first!.title)).toBeVisible();
  });

  test('a batch where one save fails: the others are saved, the failure is logged', async ({ page, server, consoleErrors }) => {
    const admin = await signedIn(page, server.baseUrl);
    await page.route('**/api/tours/2/image', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"statusCode":400}' }));
    await admin.button('Batch Upload').click();
    const files = await Promise.all([1, 2, 3].map((index) => plainPhoto(`batch-${index}.jpg`, 300 + index * 10, 200)));
    await admin.uploadBatch(files);
    await expect(admin.toast('Batch Upload Complete')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Successfully updated 2 tour images')).toBeVisible();
    await expect(admin.customBadge(ADMIN_TOURS[0]!.title)).toBeVisible();
    await expect(admin.customBadge(ADMIN_TOURS[2]!.title)).toBeVisible();
    await expect(admin.customBadge(ADMIN_TOURS[1]!.title)).toHaveCount(0);
    expect(consoleErrors.some((error) => error.includes('Batch upload: tour 2 failed at step save'))).toBe(true);
  });
});
