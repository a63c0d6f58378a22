import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { AdminPage, type PickedFile } from '../support/pages/admin-page.js';
import { TEST_ADMIN_PASSWORD } from '../support/server-under-test.js';
import { ADMIN_TOURS } from '../../ui/content/admin-tours.js';
import { expect, testWithOwnServer as test } from './fixtures.js';

/** 2400 × 1600, four quadrants of four colours: a preview showing one corner is one flat colour. */
async function quadrantPhoto(): Promise<PickedFile> {
  const [width, height] = [2400, 1600];
  const quadrant = (r: number, g: number, b: number) => ({ create: { width: width / 2, height: height / 2, channels: 3 as const, background: { r, g, b } } });
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: quadrant(220, 60, 40), top: 0, left: 0 },
      { input: quadrant(40, 160, 70), top: 0, left: width / 2 },
      { input: quadrant(40, 80, 200), top: height / 2, left: 0 },
      { input: quadrant(240, 200, 40), top: height / 2, left: width / 2 },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'quadrants.jpg', mimeType: 'image/jpeg', buffer };
}

async function signedIn(page: Page, baseUrl: string): Promise<AdminPage> {
  const admin = new AdminPage(page);
  await admin.open(baseUrl);
  await admin.signIn(TEST_ADMIN_PASSWORD);
  await expect(admin.managementHeading).toBeVisible({ timeout: 10_000 });
  return admin;
}

test('repro preview', async ({ page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = await signedIn(page, server.baseUrl);
  await admin.pickPhotoFor(ADMIN_TOURS[0]!.title, await quadrantPhoto());
  await expect(admin.cropDialog).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/admin-shots/repro-1440.png' });
  await admin.cropDialog.getByRole('img', { name: /Preview/ }).screenshot({ path: '/tmp/admin-shots/repro-preview.png' });
});
