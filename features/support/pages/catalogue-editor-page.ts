import { expect, type Locator, type Page } from '@playwright/test';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { AdminPage } from './admin-page.js';

/** The server answers a sign-in no sooner than 1 s later (docs/product.md §9). */
const SIGN_IN_WAIT = { timeout: 10_000 };

/** The admin page's Catalogue view (ui/components/admin/catalogue-view.tsx), as the operator reads and drives it. */
export class CatalogueEditorPage {
  constructor(readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    const admin = new AdminPage(this.page);
    await admin.open(baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    await expect(admin.managementHeading).toBeVisible(SIGN_IN_WAIT);
    await this.page.getByRole('button', { name: 'Catalogue', exact: true }).click();
    await this.table.waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: /^Tours, sorted by/ });
  }

  /** The view's live result of the last action. */
  get result(): Locator {
    return this.page.getByRole('region', { name: 'Catalogue' }).getByRole('status').first();
  }

  async openRecord(title: string): Promise<void> {
    await this.table.getByRole('button', { name: title, exact: true }).click();
    await this.priceField.waitFor();
  }

  get priceField(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Price', exact: true });
  }

  async setPriceAndSave(price: number): Promise<void> {
    await this.priceField.fill(String(price));
    await this.page.getByRole('button', { name: 'Save draft' }).click();
  }

  get errorSummary(): Locator {
    return this.page.getByRole('alert').filter({ has: this.page.getByRole('heading') });
  }

  async tab(name: 'Edit' | 'History' | 'Schedule' | 'Where used'): Promise<void> {
    await this.page.getByRole('group', { name: 'Record view' }).getByRole('button', { name, exact: true }).click();
  }

  async backToTable(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back to the tours' }).click();
    await this.table.waitFor();
  }
}
