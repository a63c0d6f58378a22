import type { Locator, Page } from '@playwright/test';
import type { BadgeColour, ProductCardView } from '../portal.js';
import { badgeColour, outboundLinks } from './outbound-links.js';

/** Page object of the shopping pages: role-based locators where a role exists. */
export class ShopPageObject {
  constructor(private readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async benefits(): Promise<string[]> {
    const list = this.main.getByRole('list', { name: /^Buying on / });
    if ((await list.count()) === 0) return [];
    return (await list.getByRole('listitem').locator('strong').allTextContents()).map((text) => text.trim());
  }

  async chips(): Promise<{ names: string[]; current: string | undefined; choosable: boolean }> {
    const list = this.main.getByRole('list', { name: 'Categories' });
    if ((await list.count()) === 0) return { names: [], current: undefined, choosable: false };
    const names = (await list.getByRole('listitem').allTextContents()).map((name) => name.trim());
    const current = (await list.locator('[aria-current="true"]').textContent())?.trim();
    const choosable = (await list.getByRole('button').count()) + (await list.getByRole('link').count()) > 0;
    return { names, current, choosable };
  }

  get categoryGroup(): Locator {
    return this.main.getByRole('group', { name: 'Gift categories' });
  }

  async categoryButtons(): Promise<{ name: string; count: number; chosen: boolean }[]> {
    if ((await this.categoryGroup.count()) === 0) return [];
    return this.categoryGroup.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const [name = '', count = '0'] = [button.firstChild?.textContent?.trim(), button.querySelector('[aria-hidden="true"]')?.textContent?.trim()];
        return { name, count: Number(count), chosen: button.getAttribute('aria-pressed') === 'true' };
      }),
    );
  }

  async chooseCategory(name: string): Promise<void> {
    await this.categoryGroup.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  }

  get productCards(): Locator {
    return this.main.locator('article[data-product-id]');
  }

  async products(): Promise<ProductCardView[]> {
    const views: ProductCardView[] = [];
    for (const card of await this.productCards.all()) {
      const roastBadge = card.locator('[data-roast]');
      const reviewsText = /([\d,]+)\s*reviews/.exec((await card.textContent()) ?? '')?.[1] ?? '';
      const highlights = card.getByRole('list', { name: 'Highlights' });
      const [link] = await outboundLinks(card.getByRole('link', { name: /^Buy on / }));
      views.push({
        title: ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim(),
        reviews: reviewsText,
        highlights: (await highlights.count()) > 0 ? (await highlights.getByRole('listitem').allTextContents()).map((text) => text.trim()) : [],
        ...((await roastBadge.count()) > 0
          ? { roast: { text: ((await roastBadge.textContent()) ?? '').trim(), colour: (await badgeColour(roastBadge)) as BadgeColour } }
          : {}),
        link: link!,
      });
    }
    return views;
  }

  /** The page's first commission line: the one a visitor reads before any paid link (docs/decisions/096). */
  async disclosure(): Promise<string> {
    const line = this.main.getByRole('paragraph').filter({ hasText: /^\s*As an \S+ Associate we earn from qualifying purchases\./ }).first();
    return ((await line.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async priceNote(): Promise<string> {
    return ((await this.main.getByText(/^Typical prices as of /).first().textContent()) ?? '').trim();
  }
}
