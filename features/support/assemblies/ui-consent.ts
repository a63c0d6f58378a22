import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../../adapters/analytics/local-storage-consent-store.js';
import { pageAt } from '../catalogue.js';
import { openReady, pageReady } from '../page-ready.js';
import { TrackingPage } from '../pages/tracking-page.js';
import type { ConsentVisitor, CookieView, PurposeSetting } from '../portal.js';
import type { ServerUnderTest } from '../server-under-test.js';
import { comingBack, FIRST_VISIT, undatedConsentText } from './domain-consent.js';

/** The banner in the page's markup, shown or not (a role query would skip a hidden one). */
const BANNER = 'section[aria-label="Cookie consent"]';

/**
 * The @ui level's consent visitor: a real Chromium on the real server. Playwright's clock starts on the scenarios'
 * first day and is moved to the day the visitor comes back; cookies are set and read in the browser context as the
 * tags would have left them; Global Privacy Control is the navigator property and the Sec-GPC header a browser that
 * sends it has; the events are read in the analytics test mode (docs/decisions/042). Every request off the portal's
 * origin stays offline (features/support/browser.ts), and another product domain is answered by the test server.
 */
export function uiConsentVisitor(page: Page, server: ServerUnderTest): ConsentVisitor {
  const tracking = new TrackingPage(page);
  const preparedOrigins = new Set<string>();
  let clockInstalled = false;
  let address = '/';

  const prepare = async (url: URL) => {
    if (!clockInstalled) {
      clockInstalled = true;
      await page.clock.install({ time: FIRST_VISIT });
    }
    if (preparedOrigins.has(url.origin)) return;
    preparedOrigins.add(url.origin);
    await TrackingPage.enableTestMode(page, url.origin);
    if (url.origin === server.baseUrl) return;
    await page.route(`${url.origin}/**`, async (route) => {
      const asked = new URL(route.request().url());
      const response = await route.fetch({ url: `${server.baseUrl}${asked.pathname}${asked.search}` }).catch(() => undefined);
      if (response) await route.fulfill({ response }).catch(() => undefined);
    });
  };
  const visit = async (to: string) => {
    address = to;
    const url = new URL(to, server.baseUrl);
    await prepare(url);
    await openReady(page, url.href);
  };
  const footerSettings = async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await tracking.settingsDialog.waitFor();
  };
  const checkbox = (purpose: 'analytics' | 'marketing') =>
    tracking.settingsDialog.getByRole('checkbox', { name: purpose === 'analytics' ? 'Analytics (Google Analytics 4)' : 'Marketing (Meta pixel)' });
  const origin = () => new URL(page.url()).origin;

  return {
    sendGlobalPrivacyControl: async () => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }));
      await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    },
    visit,
    answer: async (answer) => {
      if (answer === 'accept all') await tracking.acceptAll();
      else await tracking.rejectAll();
    },
    comeBackAfter: async (months, days) => {
      const now = new Date(await page.evaluate(() => Date.now()));
      await page.goto('about:blank');
      await page.clock.setSystemTime(comingBack(now, months, days));
      await visit(address);
      // Months later is a new browsing session: the tab's session storage (the visit and the events the test mode
      // recorded, docs/decisions/083) is gone, so the page is opened again in a fresh one.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
    },
    keepUndatedChoice: async (answer) => {
      await page.evaluate(([key, text]) => window.localStorage.setItem(key, text), [CONSENT_STORAGE_KEY, undatedConsentText(answer)] as const);
    },
    banner: async () => {
      // A visitor whose choice holds gets the banner hidden from the first paint (/consent-state.js), still in the page.
      const banner = page.locator(BANNER);
      if (!(await banner.isVisible())) return undefined;
      return { text: await banner.getByRole('paragraph').innerText() };
    },
    settings: async () => {
      await footerSettings();
      const read = async (purpose: 'analytics' | 'marketing'): Promise<PurposeSetting> => ({
        ticked: await checkbox(purpose).isChecked(),
        canChange: await checkbox(purpose).isEnabled(),
      });
      const shown = { analytics: await read('analytics'), marketing: await read('marketing') };
      await tracking.settingsDialog.getByRole('button', { name: 'Cancel' }).click();
      await tracking.settingsDialog.waitFor({ state: 'hidden' });
      return shown;
    },
    withdraw: async (purpose) => {
      await footerSettings();
      await checkbox(purpose).uncheck();
      await tracking.settingsDialog.getByRole('button', { name: 'Save choices' }).click();
      await tracking.settingsDialog.waitFor({ state: 'hidden' });
    },
    tagsSetCookies: async (cookies) => {
      await page.context().addCookies(
        cookies.map(({ name, domain }) =>
          domain === 'host only' ? { name, value: 'set-by-the-tag', url: `${origin()}/` } : { name, value: 'set-by-the-tag', domain: `.${domain}`, path: '/' },
        ),
      );
    },
    cookies: async (): Promise<CookieView[]> =>
      (await page.context().cookies(page.url())).map(({ name, domain }) => ({ name, domain: domain.startsWith('.') ? domain.slice(1) : 'host only' })),
    scrollToEnd: () => tracking.scrollTo(100),
    moveTo: async (path) => {
      await page.locator(`a[href="${path}"]:visible`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('main').getByRole('heading', { level: 1, name: pageAt(path).heading }).waitFor();
      // The page's script still changes its height (the visited host's line, islands): scrolling "to its end" waits for it.
      await pageReady(page);
    },
    events: () => tracking.events(),
  };
}
