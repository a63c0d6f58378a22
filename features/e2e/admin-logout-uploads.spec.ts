import type { Page, Request, Route } from '@playwright/test';
import { aPickedPhoto } from '../../test-support/photos.js';
import { AdminPage, type PickedFile } from '../support/pages/admin-page.js';
import { TEST_ADMIN_PASSWORD } from '../../test-support/admin-sessions.js';
import { ADMIN_TOURS } from '../support/catalogue.js';
import { expect, testWithOwnServer as test } from './fixtures.js';

/**
 * Issue 17 point 9, docs/decisions/021-upload-urls.md: upload links die with the admin session that asked for them.
 * What the operator sees when that happens while photos are on their way: a clear message, never the server's 403.
 */

// A sign-in, the whole admin app and a crop in a browser: past 30 s at a load of 30-45 (both runs of docs/decisions/146).
test.describe.configure({ timeout: 90_000 });

const plainPhoto = (name: string, width: number, height: number): Promise<PickedFile> => aPickedPhoto(name, { width, height });

const isPhotoPut = (request: Request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/objects/uploads/');

/** Signs in on the page; the session's token, read from the server's answer, as a second tab or a script could end it. */
async function signedIn(page: Page, baseUrl: string): Promise<{ admin: AdminPage; token: string }> {
  const admin = new AdminPage(page);
  await admin.open(baseUrl);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/session' && response.request().method() === 'POST');
  await admin.signIn(TEST_ADMIN_PASSWORD);
  const { token } = (await (await answered).json()) as { token: string };
  await expect(admin.managementHeading).toBeVisible({ timeout: 10_000 });
  // The pointer leaves the sign-in toast, which would wait while hovered (docs/decisions/061).
  await page.mouse.move(0, 0);
  return { admin, token };
}

/** Holds the photos' PUTs at the browser until released: the uploads are on their way, none has reached the server. */
function holdPhotoPuts(page: Page) {
  const held: Route[] = [];
  const ready = page.route('**/api/objects/uploads/**', (route) => {
    if (!isPhotoPut(route.request())) return route.continue();
    held.push(route);
    return undefined;
  });
  return { ready, held };
}

/** Nothing on the page shows the server's refusal as it came: no status code, no JSON, no upload address. */
async function expectNoRawRefusal(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/403|statusCode|Forbidden|\/api\/objects\/uploads\//);
}

test.describe('upload links and the end of the session', () => {
  test('Logout while a batch is uploading: the page locks and says the uploads stopped; the links it held are refused', async ({ page, server }, testInfo) => {
    const { admin } = await signedIn(page, server.baseUrl);
    const { ready, held } = holdPhotoPuts(page);
    await ready;
    await admin.button('Batch Upload').click();
    await admin.uploadBatch(await Promise.all([1, 2, 3].map((index) => plainPhoto(`batch-${index}.jpg`, 400 + index * 10, 300))));
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const links = held.map((route) => route.request().url());

    await admin.button('Logout').click();
    await expect(admin.lockHeading).toBeVisible();
    await expect(admin.toast('Logged Out')).toBeVisible();
    await expect(page.getByText('The photos still uploading were stopped. Photos already saved stay saved.')).toBeVisible();
    await expectNoRawRefusal(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`logout-while-uploading-${width}.png`) });
    }
    for (const route of held) await route.continue().catch(() => undefined);

    // Whoever holds a link the page had asked for cannot use it any more, and nothing is stored.
    for (const link of links) {
      const answer = await page.request.put(link, { data: (await plainPhoto('late.jpg', 320, 240) as { buffer: Buffer }).buffer, headers: { 'content-type': 'image/jpeg' } });
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe('This upload link was revoked when its session ended; ask for a new one.');
      const stored = await page.request.get(new URL(link).pathname.replace('/api/objects/uploads/', '/objects/'));
      expect(stored.status()).toBe(404);
    }
  });

  test('the session ends elsewhere while a photo is on its way: "Session Ended", not the server\'s 403', async ({ page, server }, testInfo) => {
    const { admin, token } = await signedIn(page, server.baseUrl);
    const { ready, held } = holdPhotoPuts(page);
    await ready;
    await admin.pickPhotoFor(ADMIN_TOURS[0]!.title, await plainPhoto('beach.jpg', 640, 480));
    await admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);

    // The session ends on the server (as at its 8-hour limit) while the PUT is still on its way.
    expect((await page.request.delete('/api/admin/session', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
    const refused = page.waitForResponse((response) => isPhotoPut(response.request()));
    await held[0]!.continue();
    expect((await refused).status()).toBe(403);

    await expect(admin.toast('Session Ended')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Your admin session has ended. Please sign in again.')).toBeVisible();
    await expect(admin.lockHeading).toBeVisible();
    await expectNoRawRefusal(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`session-ended-while-uploading-${width}.png`) });
    }
  });
});
