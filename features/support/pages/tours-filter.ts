import type { Locator, Page } from '@playwright/test';

/** Page object of the /tours filter row and sections. */
export class ToursFilter {
  constructor(private readonly page: Page) {}

  get group(): Locator {
    return this.page.getByRole('group', { name: 'Filter tours by destination' });
  }

  async options(): Promise<string[]> {
    return this.group.getByRole('button').allTextContents();
  }

  async chosen(): Promise<string[]> {
    return this.group.getByRole('button', { pressed: true }).allTextContents();
  }

  async choose(name: string): Promise<void> {
    await this.group.getByRole('button', { name, exact: true }).click();
  }

  /** The destination section headings, in page order. */
  async sections(): Promise<string[]> {
    return this.page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  get bookingLinks(): Locator {
    return this.page.getByRole('article').getByRole('link', { name: /^Book with / });
  }
}
