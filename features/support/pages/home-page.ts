import type { Locator, Page } from '@playwright/test';
import type { BadgeColour, HomeTourCardView, ToastView } from '../portal.js';
import { badgeColour, outboundLinks } from './outbound-links.js';

/** Page object of the home page. */
export class HomePage {
  constructor(private readonly page: Page) {}

  /** The hero: the section holding the page's one level-1 heading. */
  get hero(): Locator {
    return this.page.getByRole('main').locator('section').filter({ has: this.page.getByRole('heading', { level: 1 }) });
  }

  description(text: string): Locator {
    return this.hero.getByText(text, { exact: true });
  }

  /** The hero's domain description (its live line, filled in once the descriptions have loaded); undefined when empty. */
  async domainDescription(): Promise<string | undefined> {
    const text = (await this.hero.locator('p[aria-live="polite"]').innerText()).trim();
    return text === '' ? undefined : text;
  }

  /** The paragraphs of the hero, as the visitor reads them. */
  async heroParagraphs(): Promise<string[]> {
    return (await this.hero.getByRole('paragraph').allInnerTexts()).map((text) => text.trim());
  }

  /** The hero's claims: the figures of its definition list. */
  async claims(): Promise<string[]> {
    return (await this.hero.getByRole('definition').allTextContents()).map((text) => text.trim());
  }

  /** The level-2 headings of the page's sections, in page order. */
  async sectionHeadings(): Promise<string[]> {
    return (await this.page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
  }

  get tourCards(): Locator {
    return this.page.getByRole('region', { name: 'Popular Tours' }).getByRole('article');
  }

  async tours(): Promise<HomeTourCardView[]> {
    const views: HomeTourCardView[] = [];
    for (const card of await this.tourCards.all()) {
      // The one tour card (ui/components/tour-card.tsx): the category is the first badge of the card's body; the
      // picture is the media's img, absent where the card shows a designed cover.
      const category = card.locator(':scope > div:last-child > div:first-child > span').first();
      const picture = card.locator(':scope > div:first-child img');
      views.push({
        title: ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim(),
        price: Number(((await card.getByText(/^\$\d+$/).textContent()) ?? '').replace('$', '')),
        category: ((await category.textContent()) ?? '').trim(),
        categoryColour: (await badgeColour(category)) as BadgeColour,
        imageSrc: (await picture.count()) > 0 ? new URL((await picture.first().getAttribute('src')) ?? '', this.page.url()).pathname : '',
        curated: (await card.getByText('Curated', { exact: true }).count()) > 0,
      });
    }
    return views;
  }

  get bookingLinks(): Locator {
    return this.tourCards.getByRole('link', { name: /^Book with / });
  }

  async bookingLinkViews() {
    return outboundLinks(this.bookingLinks);
  }

  get relocationButton(): Locator {
    return this.page.getByRole('region', { name: 'Relocation Services' }).getByRole('button', { name: 'Book a Relocation Consultation' });
  }

  get newsletterForm(): Locator {
    return this.page.getByRole('form', { name: 'Get relocation tips in your inbox' });
  }

  /** The one toast shown (docs/product.md §9: one at a time): its title, description and kind. */
  async shownToast(): Promise<ToastView> {
    const notifications = this.page.getByRole('region', { name: 'Notifications' });
    const shown = notifications.locator('span');
    await shown.first().waitFor();
    const [title = '', description] = (await shown.allTextContents()).map((text) => text.trim());
    // Refusals and failures are announced in the assertive region (ui/components/toaster.tsx).
    const variant = (await notifications.getByRole('alert').locator('span').count()) > 0 ? 'destructive' : 'default';
    return description ? { title, description, variant } : { title, variant };
  }
}
