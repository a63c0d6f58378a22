import type { Locator, Page } from '@playwright/test';
import { ANALYTICS_TEST_EVENTS, ANALYTICS_TEST_FLAG, ANALYTICS_TEST_FLAG_ON } from '../../../adapters/analytics/analytics-test-mode.js';
import type { AnalyticsEvent } from '../../../domain/analytics/analytics-event.js';

/** The tag hosts of docs/decisions/041: a request to any of them is a tag loading or sending. */
export const TAG_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com)$/;

/**
 * Page object of what every page shares for tracking: the consent banner, the Cookie settings dialog, the events
 * the page recorded in the analytics test mode (docs/decisions/042-analytics-test-mode.md), the tab's visibility.
 */
export class TrackingPage {
  constructor(private readonly page: Page) {}

  /** Turns the test mode on for every page of the context opened from now on, on the portal's origin only. */
  static async enableTestMode(page: Page, origin: string): Promise<void> {
    await page.context().addInitScript(
      ([flag, on, portal]) => {
        try {
          if (window.location.origin === portal) window.localStorage.setItem(flag, on);
        } catch {
          // An opaque origin (an aborted popup) has no storage.
        }
      },
      [ANALYTICS_TEST_FLAG, ANALYTICS_TEST_FLAG_ON, origin] as const,
    );
  }

  get banner(): Locator {
    return this.page.getByRole('region', { name: 'Cookie consent' });
  }

  get settingsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Cookie settings' });
  }

  async acceptAll(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Accept all' }).click();
    await this.banner.waitFor({ state: 'detached' });
  }

  /** Waits until this page's page view reached the analytics: the visit's tracking is running. */
  async pageViewSent(): Promise<void> {
    await this.page.waitForFunction(
      (key) =>
        (((window as unknown as Record<string, unknown>)[key] as { name: string; params?: { page_path?: string } }[] | undefined) ?? []).some(
          (event) => event.name === 'page_view' && event.params?.page_path === window.location.pathname,
        ),
      ANALYTICS_TEST_EVENTS,
      { timeout: 10_000 },
    );
  }

  async rejectAll(): Promise<void> {
    await this.banner.getByRole('button', { name: 'Reject all' }).click();
    await this.banner.waitFor({ state: 'detached' });
  }

  /**
   * What the analytics received in this tab, in order: the test mode's window.__analyticsEvents, which holds the
   * events of the tab's earlier page loads too (links between static pages load a page, docs/decisions/083).
   */
  async events(): Promise<AnalyticsEvent[]> {
    return this.page.evaluate((key) => ((window as unknown as Record<string, unknown>)[key] as AnalyticsEvent[] | undefined) ?? [], ANALYTICS_TEST_EVENTS);
  }

  /** The tag scripts in the page (none may exist without consent). */
  async tagScripts(): Promise<string[]> {
    return this.page.locator('script[src]').evaluateAll((scripts) =>
      scripts.map((script) => (script as HTMLScriptElement).src).filter((src) => /googletagmanager|facebook/.test(src)),
    );
  }

  /**
   * Presses End, as a keyboard visitor does, until the window rests at the end of the page. Cards are drawn only near
   * the screen (ui/styles/offscreen.ts), so the page gets shorter while the browser animates the jump; with a slow CPU
   * Chromium then sometimes ends the animation a card's height short of the end (seen 1 time in 3 with the CPU slowed
   * 5 times, docs/decisions/088), and the visitor presses End again.
   */
  async pressEndUntilAtTheEnd(): Promise<void> {
    for (let press = 1; press <= 3; press += 1) {
      // The browser says when the jump's animation has ended ('scrollend'); nothing to wait for if the window is
      // already at the end (a press there scrolls nothing, and no scrollend comes).
      const rested = await this.page.evaluate(() => {
        const atTheEnd = () => document.documentElement.scrollHeight - window.innerHeight - window.scrollY <= 1;
        if (atTheEnd()) return true;
        (window as unknown as { __scrollEnded: Promise<boolean> }).__scrollEnded = new Promise((resolve) =>
          window.addEventListener('scrollend', () => resolve(atTheEnd()), { once: true }),
        );
        return false;
      });
      if (rested) return;
      await this.page.keyboard.press('End');
      const ended = this.page.evaluate(() => (window as unknown as { __scrollEnded: Promise<boolean> }).__scrollEnded);
      // A time limit, not a pause: an animation that has not ended in 5 s is reported as such.
      const limit = new Promise<'no scrollend'>((resolve) => setTimeout(() => resolve('no scrollend'), 5_000).unref());
      const outcome = await Promise.race([ended, limit]);
      if (outcome === 'no scrollend') throw new Error('Waited 5 s for the scroll of a press of End to end (the scrollend event)');
      if (outcome) return;
    }
    throw new Error('Three presses of End did not bring the window to rest at the end of the page');
  }

  /** Scrolls at once (the page scrolls smoothly otherwise) and lets the page's scroll handler see the position. */
  async scrollTo(percent: number): Promise<void> {
    await this.page.evaluate((share) => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: (share / 100) * Math.max(0, scrollable), behavior: 'instant' });
      window.dispatchEvent(new Event('scroll'));
    }, percent);
  }

  /**
   * The tab is hidden or shown. A headless browser cannot hide a tab, so the document's visibility is set as the
   * browser sets it and its visibilitychange event fired, which is what the page listens to.
   */
  async setTabVisibility(state: 'hidden' | 'visible'): Promise<void> {
    await this.page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  }

  /** The page is left: the browser's pagehide, which the page listens to (reading the events needs the page kept). */
  async pageHide(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  }

  /**
   * mailto: and tel: links would hand the click to a mail or phone app the test machine does not have: their
   * default action is stopped after the page has handled the click (React's handlers run before the window's).
   */
  async keepExternalAppLinksInPage(): Promise<void> {
    await this.page.evaluate(() =>
      window.addEventListener('click', (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"], a[href^="tel:"]');
        if (link) event.preventDefault();
      }),
    );
  }
}
