/**
 * The crop tool on a 12-megapixel photo (docs/decisions/046): the built admin page in Debian's Chromium, against
 * the built server. Measures, in the page, from 'Apply Crop' to the dialog closing: decode (EXIF orientation
 * applied), shrink to 2400 px on the long edge, crop, brightness, WebP encode, in the crop worker.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageUpdatedToast } from '../../domain/admin/admin-toasts.js';
import type { BenchReport } from './bench-report.js';
import { root } from './built-site.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'bench-password-not-secret';
const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;
const TARGET_MS = 1500;

/** A 12 MP JPEG with real detail but under the 10 MB upload limit: a smooth gradient with a little pattern. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      pixels[at] = (x * 255) / WIDTH;
      pixels[at + 1] = (y * 255) / HEIGHT;
      pixels[at + 2] = ((x ^ y) & 0x3f) + 96;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export async function benchCropTool(report: BenchReport): Promise<void> {
  const { createApp } = (await import(join(root, 'dist/node/server/app.js'))) as typeof import('../../server/app.js');
  const { loadConfig } = (await import(join(root, 'dist/node/server/config.js'))) as typeof import('../../server/config.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-bench-crop-'));
  const app = await createApp(loadConfig({}, { port: 0, dataDir, adminPassword: PASSWORD }), { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const photo = await twelveMegapixelPhoto();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/admin`);
    await page.getByLabel('Admin password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByRole('heading', { name: 'Tour Image Management' }).waitFor({ timeout: 15_000 });
    const times: number[] = [];
    const cards = page.getByRole('main').getByRole('article');
    for (let run = 0; run < RUNS; run += 1) {
      const card = cards.nth(run);
      const tourId = Number(/\d+/.exec((await card.getByText(/^Tour ID: \d+$/).textContent()) ?? '')?.[0]);
      const chooser = page.waitForEvent('filechooser');
      await card.getByRole('button', { name: 'Upload New Image' }).click();
      await (await chooser).setFiles({ name: `volcano-${run}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      const dialog = page.getByRole('dialog', { name: 'Crop and Resize Image' });
      const apply = dialog.getByRole('button', { name: 'Apply Crop' });
      await apply.waitFor();
      for (let wait = 0; wait < 150 && !(await apply.isEnabled()); wait += 1) await page.waitForTimeout(100);
      // Adjust: brightness up (auto enhance has had its 500 ms).
      await page.waitForTimeout(800);
      await dialog.getByRole('slider', { name: /^Brightness/ }).fill('120');
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const apply = [...document.querySelectorAll<HTMLButtonElement>('[role=dialog] button')].find((button) => button.textContent === 'Apply Crop')!;
              const start = performance.now();
              const watcher = new MutationObserver(() => {
                if (document.querySelector('[role=dialog]')) return;
                watcher.disconnect();
                resolve(performance.now() - start);
              });
              watcher.observe(document.body, { childList: true, subtree: true });
              apply.click();
            }),
        ),
      );
      // This tour's toast, not the one the run before left on screen: the next run (or the server's stop) waits for
      // this photo to be stored, so no upload is still on its way when the bench closes the server.
      await page.getByText(String(imageUpdatedToast(tourId).description), { exact: true }).waitFor({ timeout: 20_000 });
    }
    times.sort((a, b) => a - b);
    report.section(`crop tool: 12 MP (${WIDTH}×${HEIGHT}) JPEG → 16:9 crop + brightness → WebP 2400 px, built admin page in Chromium, median of ${RUNS}`);
    report.note(`photo ${(photo.length / 1_048_576).toFixed(1)} MB; runs ${times.map((time) => time.toFixed(0)).join(', ')} ms`);
    report.figure('Apply Crop → exported photo', times[Math.floor(RUNS / 2)]!, 'ms', { kind: 'max', limit: TARGET_MS });
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
