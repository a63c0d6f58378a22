import type { Locator, Page } from '@playwright/test';
import type { BadgeColour, HotelView, TourCardView } from '../portal.js';
import { badgeColour, outboundLinks } from './outbound-links.js';

/** Page object of a destination or activity page: role-based locators where a role exists. */
export class TourPageObject {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The two headline facts: the figures of the introduction's definition list. */
  async factValues(): Promise<string[]> {
    return (await this.main.locator('dl').first().getByRole('definition').allTextContents()).map((text) => text.trim());
  }

  get categoryFilter(): Locator {
    return this.main.getByRole('radiogroup', { name: 'Filter tours by category' });
  }

  async categoryOptions(): Promise<string[]> {
    if ((await this.categoryFilter.count()) === 0) return [];
    return (await this.categoryFilter.locator('label').allTextContents()).map((text) => text.trim());
  }

  /** The checked radio's name, as screen readers hear it (docs/decisions/131). */
  async chosenCategory(): Promise<string> {
    const checked = this.categoryFilter.getByRole('radio', { checked: true });
    return (await checked.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
  }

  async chooseCategory(name: string): Promise<void> {
    const choice = this.categoryFilter.getByRole('radio', { name, exact: true });
    // A click, not check(): a choice made before the filter's island arrived is held and made again once it has
    // (docs/decisions/086), so the radio is checked a moment later, not at once.
    await choice.click();
    await choice.and(this.categoryFilter.getByRole('radio', { checked: true })).waitFor();
  }

  /** The tour cards the visitor sees, in page order (the filter row hides the others). */
  get tourCards(): Locator {
    return this.main.locator('article[data-tour-id]:visible');
  }

  async tours(): Promise<TourCardView[]> {
    return this.tourCards.evaluateAll((cards) =>
      cards.map((card) => {
        const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
        // The picture's badges (in their slot under the picture, where the photo island adds its own: docs/decisions/113),
        // and the category: the first badge of the card's body.
        const imageBadges = [...card.querySelectorAll('[data-tour-photo-badge-slot] span')].map(text);
        const category = text(card.querySelector(':scope > div:last-child > div:first-child span'));
        const shown = (element: Element) => (element as HTMLElement).offsetWidth > 1;
        const rating = card.querySelector('[role="img"][aria-label^="Rated"]')?.getAttribute('aria-label') ?? '';
        const [, ratingValue = '0', reviewText = '0'] = /Rated ([\d.]+) out of 5 on [^,]+, ([\d,]+) reviews/.exec(rating) ?? [];
        const reviews = reviewText.replace(/,/g, '');
        const stars = [...card.querySelectorAll('[role="img"][aria-label^="Rated"] svg use')].map(
          (icon) => /#star-(full|half|empty)$/.exec(icon.getAttribute('href') ?? '')?.[1] ?? 'not a star',
        );
        const facts = [...card.querySelectorAll('p > span')].filter((span) => span.querySelector('svg')).map(text);
        const priceRow = card.querySelector('s')?.parentElement ?? [...card.querySelectorAll('p')].find((p) => /^\$/.test(text(p)));
        const priceSpans = priceRow ? [...priceRow.querySelectorAll(':scope > span')].filter(shown).map(text) : [];
        const rest = imageBadges;
        return {
          title: text(card.querySelector('h3')),
          location: text(card.querySelector('h3 + p')),
          price: priceSpans[0] ?? '',
          // The struck price reads "was $165" to a screen reader; the view keeps the figure a sighted visitor sees.
          ...(card.querySelector('s') ? { originalPrice: text(card.querySelector('s')).replace(/^was /, '') } : {}),
          ...(priceSpans[1] ? { priceSuffix: priceSpans[1] } : {}),
          duration: facts[0] ?? '',
          ...(facts[1] ? { groupSize: facts[1] } : {}),
          rating: Number(ratingValue),
          stars: stars as TourCardView['stars'],
          reviewCount: Number(reviews),
          category,
          bestSeller: rest.includes('Best Seller'),
          extraBadges: rest.filter((badge) => !['Best Seller', 'On Sale', 'Custom Image', 'Curated'].includes(badge)),
        };
      }),
    );
  }

  get bookingLinks(): Locator {
    return this.tourCards.getByRole('link', { name: /^Book with / });
  }

  get hotelsBlock(): Locator {
    return this.main.getByRole('region', { name: /^Top Hotels in / });
  }

  async hotels(): Promise<HotelView[]> {
    const cards = this.hotelsBlock.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3 }) });
    const hotels: HotelView[] = [];
    for (const card of await cards.all()) {
      // One icon per star (ui/components/icons.tsx), naming the sprite's drawing: star-full, star-half or star-empty.
      const stars = await card.locator('[role="img"] svg use').evaluateAll((icons) =>
        icons.map((icon) => /#star-(full|half|empty)$/.exec(icon.getAttribute('href') ?? '')?.[1] ?? 'not a star'),
      );
      const featureItems = await card.getByRole('list', { name: 'Features' }).getByRole('listitem').allTextContents();
      const more = featureItems.find((item) => /^\+\d+ more$/.test(item));
      const priceBadge = card.getByRole('heading', { level: 3 }).locator('xpath=../following-sibling::span[1]');
      const [link] = await outboundLinks(card.getByRole('link'));
      hotels.push({
        rank: Number(((await card.getByText(/^Rank \d+$/).textContent()) ?? '').replace('Rank ', '')),
        name: ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim(),
        stars: stars as HotelView['stars'],
        features: featureItems.filter((item) => item !== more),
        ...(more ? { more } : {}),
        priceRange: ((await priceBadge.locator('[aria-hidden="true"]').textContent()) ?? '').trim(),
        priceSpoken: ((await priceBadge.locator(':scope > :not([aria-hidden="true"])').textContent()) ?? '').trim(),
        priceColour: (await badgeColour(priceBadge)) as BadgeColour,
        link: link!,
      });
    }
    return hotels;
  }

  /** The partner widget's heading, when the page has the widget region. */
  async partnerWidget(): Promise<string | undefined> {
    const region = this.main.getByRole('region', { name: /^Favorite .* Tours$/ });
    return (await region.count()) === 0 ? undefined : ((await region.getByRole('heading', { level: 2 }).textContent()) ?? undefined);
  }

  async bookingLinkViews() {
    return outboundLinks(this.bookingLinks);
  }
}
