import type { Locator, Page } from '@playwright/test';

/** Page object of the home page's hero (STYLE §10). */
export class HomePage {
  constructor(private readonly page: Page) {}

  /** The hero: the section holding the page's one level-1 heading. */
  get hero(): Locator {
    return this.page.getByRole('main').locator('section').filter({ has: this.page.getByRole('heading', { level: 1 }) });
  }

  description(text: string): Locator {
    return this.hero.getByText(text, { exact: true });
  }

  /** The paragraphs of the hero, as the visitor reads them. */
  async heroParagraphs(): Promise<string[]> {
    return (await this.hero.getByRole('paragraph').allInnerTexts()).map((text) => text.trim());
  }
}
