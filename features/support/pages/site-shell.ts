import type { Locator, Page } from '@playwright/test';
import { openReady } from '../page-ready.js';

/** Page object of the header, footer and 404 screen every page shares. */
export class SiteShell {
  constructor(private readonly page: Page) {}

  get mainNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get toursMenuButton(): Locator {
    return this.mainNavigation.getByRole('button', { name: 'Tours' });
  }

  /** The list of tour pages the Tours button discloses. */
  get toursMenu(): Locator {
    return this.mainNavigation.getByRole('list', { name: 'Tours' });
  }

  get mobileNavigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Mobile' });
  }

  /** The burger: the summary of the header's <details> disclosure (docs/decisions/112), named "Menu". */
  get burgerButton(): Locator {
    return this.page.locator('header summary').and(this.page.getByLabel('Menu', { exact: true }));
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get notFoundSuggestions(): Locator {
    return this.page.getByRole('navigation', { name: 'Popular pages' });
  }

  /** Opens the page and waits until its script has run and its islands that start without the visitor have hydrated. */
  open(path: string) {
    return openReady(this.page, path);
  }

  /**
   * Moves the pointer off the open Tours menu and measures, inside the page, how long the menu
   * stays open: timing in the page itself is not disturbed by a busy test machine.
   */
  async closeDelayAfterPointerLeaves(): Promise<number> {
    await this.page.evaluate(() => {
      const probe: { left?: number; closed?: number } = {};
      (window as unknown as { __menuProbe: typeof probe }).__menuProbe = probe;
      const menu = document.getElementById(document.querySelector('nav[aria-label="Main"] button[aria-controls]')?.getAttribute('aria-controls') ?? '');
      document.addEventListener('mousemove', () => (probe.left ??= performance.now()), { once: true, capture: true });
      new MutationObserver((_, observer) => {
        if (!menu || !menu.isConnected || menu.hasAttribute('hidden')) {
          probe.closed = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await this.page.mouse.move(5, 700);
    await this.toursMenu.waitFor({ state: 'hidden' });
    return this.page.evaluate(() => {
      const probe = (window as unknown as { __menuProbe: { left: number; closed: number } }).__menuProbe;
      return probe.closed - probe.left;
    });
  }
}
