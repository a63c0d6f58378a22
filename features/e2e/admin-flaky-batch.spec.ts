import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { batchFailureMessage } from '../../domain/admin/batch-failure-message.js';
import { ADMIN_TOURS } from '../support/catalogue.js';
import { aPickedPhoto } from '../../test-support/photos.js';
import { AdminPage } from '../support/pages/admin-page.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { expect, testWithOwnServer as test } from './fixtures.js';

/**
 * features/batch-upload.feature on a bad connection (docs/decisions/031-uppy-uploads.md): ten photos in batch mode
 * while page.route delays every transfer, drops the first PUT, answers one 429 and one 403 (a used upload
 * URL), and fails every save of one tour. The page's clock is the test's (page.clock), so the retries' waits
 * of 1, 3 and 5 s pass at once. Every tour must end with its own photo, or with a message naming it.
 */

/** The k-th photo (0-based) is 320 + 16k pixels wide: its width tells it apart once the server has re-encoded it. */
const widthOf = (index: number) => 320 + 16 * index;
const PHOTOS = 10;
const FAILING_TOUR = ADMIN_TOURS[6]!;

const photo = (index: number) => aPickedPhoto(`flaky-${index + 1}.jpg`, { width: widthOf(index), height: 180, colour: { r: 20 + 20 * index, g: 120, b: 90 } });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The misbehaving network, and a count of what went through it. */
async function flakyNetwork(page: Page) {
  const seen = { puts: 0, aborted: 0, limited: 0, refused: 0, saves: 0, failedSaves: 0 };
  await page.route('**/api/objects/uploads/**', async (route: Route) => {
    seen.puts += 1;
    const put = seen.puts;
    await pause(50 + ((put * 37) % 200));
    if (put === 1) {
      seen.aborted += 1;
      return route.abort('connectionreset');
    }
    if (put === 3) {
      seen.limited += 1;
      return route.fulfill({ status: 429, contentType: 'application/json', body: '{"statusCode":429,"error":"Too Many Requests","message":"Slow down"}' });
    }
    if (put === 5) {
      seen.refused += 1;
      return route.fulfill({ status: 403, contentType: 'application/json', body: '{"statusCode":403,"error":"Forbidden","message":"This upload URL has been used."}' });
    }
    return route.continue();
  });
  await page.route(/\/api\/tours\/\d+\/image$/, async (route: Route) => {
    seen.saves += 1;
    await pause(30);
    if (route.request().url().endsWith(`/api/tours/${FAILING_TOUR.id}/image`)) {
      seen.failedSaves += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"Try later"}' });
    }
    return route.continue();
  });
  return seen;
}

test('ten photos on a flaky connection: each tour gets its own photo, or a message naming it', async ({ page, server }) => {
  // Past 45 s at a load of 30-45 (both runs of docs/decisions/146).
  test.setTimeout(90_000);
  await page.clock.install();
  const admin = new AdminPage(page);
  await admin.open(server.baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await expect(admin.managementHeading).toBeVisible({ timeout: 10_000 });
  const seen = await flakyNetwork(page);
  await admin.button('Batch Upload').click();
  const files = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => photo(index)));
  await admin.uploadBatch(files);

  // The retries wait 0, 1, 3 and 5 s on the page's clock: move it on while the batch runs.
  const notSaved = page.getByRole('list', { name: 'Photos not saved' });
  const ended = admin.toast('Batch Upload Complete').or(admin.toast('Upload Issue')).or(notSaved);
  for (let step = 0; step < 120 && !(await ended.first().isVisible()); step += 1) {
    await page.clock.runFor(1_000);
    await pause(100);
  }
  await expect(admin.toast('Batch Upload Complete')).toBeVisible();
  await expect(page.getByText(`Successfully updated ${PHOTOS - 1} tour images`)).toBeVisible();
  await expect(notSaved.getByRole('listitem')).toHaveText([batchFailureMessage({ tourId: FAILING_TOUR.id, step: 'save' }, FAILING_TOUR.title)]);

  // The network misbehaved as planned, and the save of the failing tour was tried again (0, 1, 3, 5 s).
  expect(seen).toMatchObject({ aborted: 1, limited: 1, refused: 1, failedSaves: 5 });

  // Each tour's stored photo is the one meant for it; the failing tour and tour 11 have none.
  const images = (await (await fetch(`${server.baseUrl}/api/tours/images`)).json()) as { tourId: number; imageURL: string }[];
  const widths = new Map<number, number>();
  for (const image of images) {
    const bytes = Buffer.from(await (await fetch(new URL(image.imageURL, server.baseUrl))).arrayBuffer());
    widths.set(image.tourId, (await sharp(bytes).metadata()).width!);
  }
  const expected = ADMIN_TOURS.slice(0, PHOTOS)
    .map((tour, index) => [tour.id, widthOf(index)] as const)
    .filter(([tourId]) => tourId !== FAILING_TOUR.id);
  expect([...widths].sort(([a], [b]) => a - b)).toEqual(expected);
  for (const [index, tour] of ADMIN_TOURS.entries()) {
    if (index < PHOTOS && tour.id !== FAILING_TOUR.id) await expect(admin.customBadge(tour.title)).toBeVisible();
    else await expect(admin.customBadge(tour.title)).toHaveCount(0);
  }
});
