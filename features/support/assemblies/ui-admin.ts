import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_TOURS } from '../catalogue.js';
import { aPickedPhoto } from '../../../test-support/photos.js';
import { AdminPage } from '../pages/admin-page.js';
import type { BatchUploadView, CropDialogView, PhotoSize, RateLimitedUpload, RefusedPhoto, ShownCropArea } from '../portal.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { type ServerUnderTest } from '../server-under-test.js';

/** The server answers a sign-in no sooner than 1 s later (docs/product.md §9). */
const SIGN_IN_WAIT = { timeout: 10_000 };
const [firstTour] = ADMIN_TOURS;

const plainPhoto = (name: string, size: PhotoSize) => aPickedPhoto(name, size);

/** The stored photos' sizes tell the batch's photos apart once the server has re-encoded them: the k-th is 320 + 16k wide. */
const batchPhotoSize = (index: number): PhotoSize => ({ width: 320 + 16 * index, height: 180 });

/** The operator on the real admin page in Chromium (features/crop-dialog.feature, features/batch-upload.feature at @ui). */
export class UiAdminOperator {
  private readonly admin: AdminPage;
  private signedIn = false;

  constructor(
    private readonly page: Page,
    private readonly server: ServerUnderTest,
  ) {
    this.admin = new AdminPage(page);
  }

  private async signIn(): Promise<void> {
    if (this.signedIn) return;
    await this.admin.open(this.server.baseUrl);
    await this.admin.signIn(TEST_ADMIN_PASSWORD);
    await expect(this.admin.managementHeading).toBeVisible(SIGN_IN_WAIT);
    this.signedIn = true;
  }

  private async savedImages(): Promise<{ tourId: number; imageURL: string }[]> {
    const answer = await fetch(`${this.server.baseUrl}/api/tours/images`);
    return (await answer.json()) as { tourId: number; imageURL: string }[];
  }

  private async storedSize(imageURL: string): Promise<PhotoSize> {
    const bytes = Buffer.from(await (await fetch(new URL(imageURL, this.server.baseUrl))).arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    return { width: width!, height: height! };
  }

  private async lastToast(title: string): Promise<{ title: string; description?: string; variant: 'default' | 'destructive' }> {
    const toast = this.admin.toast(title);
    await expect(toast).toBeVisible(SIGN_IN_WAIT);
    const text = await toast.locator('xpath=..').innerText();
    const description = text.slice(text.indexOf(title) + title.length).trim();
    const destructive = (await this.page.getByRole('alert').getByText(title, { exact: true }).count()) > 0;
    return { title, description, variant: destructive ? 'destructive' : 'default' };
  }

  async pickPhotoToCrop(size: PhotoSize, fileName = 'framing.jpg'): Promise<CropDialogView | RefusedPhoto> {
    await this.signIn();
    await this.admin.pickPhotoFor(firstTour!.title, await plainPhoto(fileName, size));
    const refusal = this.admin.toast('Photo too small');
    await expect(this.admin.cropDialog.or(refusal)).toBeVisible();
    if (await refusal.isVisible()) return { refused: await this.lastToast('Photo too small') };
    return this.cropDialog();
  }

  private cropDialog(): CropDialogView {
    const dialog = this.admin.cropDialog;
    const cropArea = dialog.getByRole('group', { name: /^Crop area/ });
    const scaleSlider = dialog.getByRole('slider', { name: /^Scale/ });
    const shownArea = dialog.getByRole('status', { name: 'Crop area' }).or(dialog.getByLabel('Crop area', { exact: true }));
    const press = async (key: string, times: number) => {
      await cropArea.focus();
      for (let index = 0; index < times; index += 1) await this.page.keyboard.press(key);
    };
    const readArea = async (): Promise<ShownCropArea> => {
      const match = /^(\d+) × (\d+) pixels from \((\d+), (\d+)\)$/.exec((await shownArea.innerText()).trim());
      if (!match) throw new Error('The crop dialog shows no crop area');
      const [width, height, x, y] = match.slice(1).map(Number) as [number, number, number, number];
      return { x, y, width, height };
    };
    return {
      zoomInFully: async () => {
        await expect(shownArea).toBeVisible();
        await press('+', 25);
        await expect(scaleSlider).toHaveValue('3');
      },
      // Issue 23: the arrow keys move the crop frame their way.
      moveToBottomRight: async () => {
        await press('ArrowRight', 100);
        await press('ArrowDown', 100);
      },
      cropArea: async () => {
        // The cropper reports its area when a key is let go: wait until two readings agree.
        let last = '';
        await expect.poll(async () => {
          const now = JSON.stringify(await readArea());
          const same = now === last;
          last = now;
          return same;
        }, { intervals: [150] }).toBe(true);
        return readArea();
      },
      apply: async () => {
        await dialog.getByRole('button', { name: 'Apply Crop' }).click();
        await expect(this.admin.toast('Image Updated')).toBeVisible({ timeout: 20_000 });
        const saved = (await this.savedImages()).find((image) => image.tourId === firstTour!.id);
        if (!saved) throw new Error('The tour has no new photo');
        return this.storedSize(saved.imageURL);
      },
      pressOnCropArea: press,
      scale: async () => Number(await scaleSlider.inputValue()),
      tabOrder: async () => {
        await cropArea.focus();
        const names: string[] = [];
        for (let step = 0; step < 40 && names.at(-1) !== 'Apply Crop'; step += 1) {
          await this.page.keyboard.press('Tab');
          names.push(
            await this.page.evaluate(() => {
              const element = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> };
              // What a screen reader names it: text hidden from assistive technology (the preset's "cards" tag) is not part of it.
              const spoken = element.cloneNode(true) as HTMLElement;
              spoken.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
              const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.querySelector('span')?.textContent ?? element.labels?.[0]?.textContent ?? spoken.textContent ?? '';
              return label.trim();
            }),
          );
        }
        return names;
      },
      fitIn: async (size) => {
        await this.page.setViewportSize(size);
        // The dialog lays itself out again in the next frames.
        await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const hiddenControls = await dialog.evaluate((element) => {
          const controls = element.querySelectorAll<HTMLElement>('button, input, select, [role="group"][aria-roledescription="crop area"]');
          return [...controls].flatMap((control) => {
            const box = control.getBoundingClientRect();
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            const onScreen = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
            const top = document.elementFromPoint(x, y);
            const uncovered = top !== null && (control === top || control.contains(top) || (control.tagName === 'INPUT' && control.closest('label')?.contains(top) === true));
            return onScreen && uncovered ? [] : [control.getAttribute('aria-label') ?? control.closest('label')?.textContent?.trim() ?? control.textContent?.trim() ?? control.tagName];
          });
        });
        const wholly = (locator: Locator) => locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
        });
        const together = await Promise.all([cropArea, dialog.getByRole('img', { name: /^Preview of the whole crop/ }), dialog.getByRole('img', { name: /^How a public card/ })].map(wholly));
        const autoEnhance = (await dialog.getByRole('switch', { name: 'Auto Enhance' }).boundingBox()) ?? { width: 0, height: 0 };
        return { hiddenControls, frameAndPreviewsTogether: together.every(Boolean), autoEnhance: { width: autoEnhance.width, height: autoEnhance.height } };
      },
      escape: async () => {
        await this.page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        return (await this.savedImages()).length === 0;
      },
      chooseOutputFormat: async (format) => {
        await dialog.getByLabel('Output Format').selectOption(format);
      },
      applyAndReadUploadedName: async () => {
        // The transfer is held until the upload widget has been read, so its file list cannot close first.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await this.page.route('**/api/objects/uploads/**', async (route) => {
          await held;
          await route.continue().catch(() => undefined);
        });
        await dialog.getByRole('button', { name: 'Apply Crop' }).click();
        const name = await this.admin.uploadingFileName();
        release();
        await expect(this.admin.toast('Image Updated')).toBeVisible({ timeout: 20_000 });
        return name;
      },
    };
  }

  async batchUpload(photos: readonly string[], whileUploading: readonly string[] = []): Promise<BatchUploadView> {
    await this.signIn();
    await this.admin.button('Batch Upload').click();
    const names = [...photos, ...whileUploading];
    const files = await Promise.all(names.map((name, index) => plainPhoto(name, batchPhotoSize(index))));
    const refusals: string[] = [];
    if (whileUploading.length > 0) {
      // A slow connection, so the batch is still uploading when the later photos are picked.
      await this.page.route('**/api/objects/uploads/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue().catch(() => undefined);
      });
    }
    await this.admin.uploadBatch(files.slice(0, photos.length));
    if (whileUploading.length > 0) {
      await expect(this.admin.button('Uploading...')).toBeVisible();
      await this.admin.dropOnBatch(files.slice(photos.length));
      refusals.push((await this.lastToast('File not added')).description ?? '');
    }
    await expect(this.admin.toast('Batch Upload Complete').or(this.admin.toast('Upload Issue'))).toBeVisible({ timeout: 30_000 });
    return {
      refusals,
      photosByTour: async () => {
        const byTour = new Map<number, string>();
        for (const image of await this.savedImages()) {
          const { width } = await this.storedSize(image.imageURL);
          byTour.set(image.tourId, names[(width - 320) / 16] ?? `an unknown photo ${width} wide`);
        }
        return byTour;
      },
    };
  }

  /** Issue 19: the page's photo for the first tour, its PUT answered 429 with this Retry-After `limitedTimes` times, each try timed as it reaches the route. */
  async uploadThroughRateLimit(limitedTimes: number, retryAfter: string): Promise<RateLimitedUpload> {
    await this.signIn();
    const reachedAt: number[] = [];
    await this.page.route('**/api/objects/uploads/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      reachedAt.push(performance.now());
      if (reachedAt.length <= limitedTimes) {
        return route.fulfill({
          status: 429,
          headers: { 'Retry-After': retryAfter },
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many uploads; try again shortly.' }),
        });
      }
      return route.continue().catch(() => undefined);
    });
    await this.admin.pickPhotoFor(firstTour!.title, await plainPhoto('rate-limited.jpg', { width: 640, height: 360 }));
    await this.admin.cropDialog.getByRole('button', { name: 'Apply Crop' }).click();
    // The pointer leaves the sign-in toast, which would wait while hovered (docs/decisions/061) and hold the next one back.
    await this.page.mouse.move(0, 0);
    const updated = this.admin.toast('Image Updated');
    const failed = this.admin.toast('Upload Issue').or(this.admin.toast('Upload Error'));
    await expect(updated.or(failed)).toBeVisible({ timeout: 30_000 });
    const saved = (await updated.isVisible()) && (await this.savedImages()).some((image) => image.tourId === firstTour!.id);
    return { sentAt: reachedAt.map((time) => Math.round(time - reachedAt[0]!)), saved };
  }
}
