import type { Locator, Page } from '@playwright/test';

/** Page object of /tours: role-based locators only. */
export class ToursPage {
  constructor(private readonly page: Page) {}

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The photo shown on a card, when the card carries the "Custom Image" badge. */
  async customPhotoOf(title: string): Promise<string | undefined> {
    const card = this.card(title);
    if ((await card.getByText('Custom Image', { exact: true }).count()) === 0) return undefined;
    const src = await card.getByRole('img', { name: title, exact: true }).getAttribute('src');
    return src ?? undefined;
  }

  async titlesWithCustomPhoto(): Promise<string[]> {
    const cards = this.page.getByRole('article').filter({ has: this.page.getByText('Custom Image', { exact: true }) });
    return cards.getByRole('heading', { level: 3 }).allTextContents();
  }
}
