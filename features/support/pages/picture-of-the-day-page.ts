import type { Locator, Page } from '@playwright/test';
import { openReady } from '../page-ready.js';

/** Page object of /picture-of-the-day: role-based locators only. */
export class PictureOfTheDayPage {
  constructor(private readonly page: Page) {}

  /** Opens the page and waits until its gallery island has hydrated (its photos come with the page). */
  async open(baseUrl: string): Promise<void> {
    await openReady(this.page, `${baseUrl}/picture-of-the-day`);
  }

  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Costa Rica photo of the day' });
  }

  /** Previous and Next are links to the photo's address (they work without JavaScript). */
  get previousButton(): Locator {
    return this.gallery.getByRole('link', { name: 'Previous photo' });
  }

  get nextButton(): Locator {
    return this.gallery.getByRole('link', { name: 'Next photo' });
  }

  /** The 'n of total' counter. */
  get counter(): Locator {
    return this.gallery.getByText(/^\d+ of \d+$/);
  }

  /** The picture in the frame: the photo, or the illustration in its place. */
  get photo(): Locator {
    return this.gallery.getByRole('figure').getByRole('img');
  }

  /** The frame's caption, shown when neither image of the photo loads. */
  get photoCaption(): Locator {
    return this.gallery.getByRole('figure').getByText('The photo could not be loaded.');
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

  /** The story's "Photo by …" line. */
  get credit(): Locator {
    return this.story.getByText(/^Photo by /);
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
