import type { Locator, Page } from '@playwright/test';

/** Page object of /picture-of-the-day: role-based locators only. */
export class PictureOfTheDayPage {
  constructor(private readonly page: Page) {}

  /** Opens the page and waits until the feed has loaded or failed. */
  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/picture-of-the-day`);
    await this.page.waitForLoadState('networkidle');
  }

  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Costa Rica photo of the day' });
  }

  get previousButton(): Locator {
    return this.gallery.getByRole('button', { name: 'Previous photo' });
  }

  get nextButton(): Locator {
    return this.gallery.getByRole('button', { name: 'Next photo' });
  }

  /** The 'n of total' counter. */
  get counter(): Locator {
    return this.gallery.getByText(/^\d+ of \d+$/);
  }

  get photo(): Locator {
    return this.gallery.getByRole('figure').getByRole('img');
  }

  get story(): Locator {
    return this.gallery.getByRole('article');
  }

  get title(): Locator {
    return this.story.getByRole('heading', { level: 2 });
  }

  get publicationDate(): Locator {
    return this.story.getByRole('time');
  }

  get keywordBadges(): Locator {
    return this.story.getByRole('list', { name: 'Keywords' }).getByRole('listitem');
  }

  get viewOriginal(): Locator {
    return this.story.getByRole('link', { name: 'View Original' });
  }

  get unavailableNotice(): Locator {
    return this.page.getByRole('heading', { name: 'Photos temporarily unavailable' });
  }

  text(content: string): Locator {
    return this.page.getByText(content);
  }
}
