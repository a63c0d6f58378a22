import type { FileChooser, Locator, Page } from '@playwright/test';

/** A file the operator picks: a path on disk, or bytes with a name. */
export type PickedFile = string | { name: string; mimeType: string; buffer: Buffer };

/** Page object of /admin: role-based locators only. */
export class AdminPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/admin`);
    await this.lockHeading.waitFor();
  }

  get lockHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Admin Access', level: 1 });
  }

  get passwordField(): Locator {
    return this.page.getByLabel('Admin password');
  }

  get accessButton(): Locator {
    return this.page.getByRole('button', { name: /^(Access Admin Panel|Checking\.\.\.)$/ });
  }

  get managementHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Tour Image Management', level: 1 });
  }

  get adminBadge(): Locator {
    return this.page.getByText('Admin', { exact: true });
  }

  get cards(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  card(tourTitle: string): Locator {
    return this.page.getByRole('article', { name: tourTitle, exact: true });
  }

  cardImage(tourTitle: string): Locator {
    return this.card(tourTitle).getByRole('img', { name: tourTitle, exact: true });
  }

  customBadge(tourTitle: string): Locator {
    return this.card(tourTitle).getByText('Custom', { exact: true });
  }

  toast(title: string): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });
  }

  get cropDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Crop and Resize Image' });
  }

  /** The single upload's progress (the upload widget's dashboard), shown while a photo uploads. */
  get uploadTray(): Locator {
    return this.page.getByRole('region', { name: /^Uploading the photo for / });
  }

  /** The name of the file the single upload sends, as the upload widget lists it (its title holds the whole name). */
  async uploadingFileName(): Promise<string> {
    const item = this.uploadTray.locator('.uppy-Dashboard-Item-name');
    await item.waitFor();
    return (await item.getAttribute('title')) ?? '';
  }

  /** Batch mode's upload area (the upload widget's dashboard). */
  get batchPanel(): Locator {
    return this.page.getByRole('region', { name: 'Batch upload', exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async signIn(password: string): Promise<void> {
    await this.passwordField.fill(password);
    await this.button('Access Admin Panel').click();
  }

  /** Presses a button that opens the file chooser, and picks the files in it. */
  async pickFiles(opener: Locator, files: PickedFile[]): Promise<void> {
    const chooser: Promise<FileChooser> = this.page.waitForEvent('filechooser');
    await opener.click();
    await (await chooser).setFiles(files as Parameters<FileChooser['setFiles']>[0]);
  }

  /**
   * Batch mode (issue 19): picks the photos, which wait in the review (thumbnail → tour), then gives the go with
   * "Upload N Photos".
   */
  async uploadBatch(files: PickedFile[]): Promise<void> {
    await this.pickFiles(this.button('Upload Multiple Images'), files);
    await this.page.getByRole('button', { name: /^Upload \d+ Photos?$/ }).click();
  }

  /** The batch review: what each waiting photo's row says, in order. */
  get batchReview(): Locator {
    return this.page.getByRole('region', { name: 'Check where each photo goes before uploading' }).getByRole('listitem');
  }

  async pickPhotoFor(tourTitle: string, file: PickedFile): Promise<void> {
    await this.pickFiles(this.card(tourTitle).getByRole('button', { name: 'Upload New Image' }), [file]);
  }

  /**
   * Drops files on an element the way a browser does (dragenter, dragover, drop with the files); true when
   * the page handled the drop itself (the browser would otherwise open the file).
   */
  async dropFiles(target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<boolean> {
    const payload = files.map((file) => ({ name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') }));
    return target.evaluate((element, dropped) => {
      const transfer = new DataTransfer();
      for (const file of dropped) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      let handled = false;
      for (const type of ['dragenter', 'dragover', 'drop']) {
        const event = new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer });
        element.dispatchEvent(event);
        if (type === 'drop') handled = event.defaultPrevented;
      }
      return handled;
    }, payload);
  }

  /** Drops files on the batch's upload widget (they wait there for the upload). */
  async dropOnBatch(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.dropFiles(this.batchPanel.locator('.uppy-Dashboard'), files);
  }

  /** The photos listed in the batch's upload widget. */
  get batchFiles(): Locator {
    return this.batchPanel.locator('.uppy-Dashboard-Item');
  }

  /** The photo's size as the card shows it. */
  async shownSizeOf(tourTitle: string): Promise<{ width: number; height: number }> {
    const image = this.cardImage(tourTitle);
    await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
    return image.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));
  }
}
