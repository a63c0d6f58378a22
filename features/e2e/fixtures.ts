import { type Page, test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PARTNER_WIDGET_SCRIPT_URL } from '../../domain/affiliate/partner-widget.js';
import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import { ServerUnderTest } from '../support/server-under-test.js';

const catalogueImage = readFileSync(new URL('../fixtures/images/catalogue-photo.jpg', import.meta.url));
const retailAdFrame = readFileSync(new URL('../fixtures/retail-ad-frame.html', import.meta.url));
const partnerWidgetScript = readFileSync(new URL('../fixtures/partner-widget.js', import.meta.url));

/**
 * Every page of a test stays offline (the machine has no internet; tests must not depend on it):
 * outbound images are answered with a local fixture, the marketplace's partner widget script with a
 * local stand-in, other outbound requests are aborted.
 * Console errors and page errors are collected so a test can assert a clean load.
 */
export const test = base.extend<{ consoleErrors: string[] }, { workerServer: ServerUnderTest }>({
  /**
   * The built server the journeys that only read share: one per worker, started when the worker's first such test
   * asks for it (docs/decisions/146). A journey that writes takes its own (testWithOwnServer).
   */
  workerServer: [
    async ({}, use) => {
      const server = await new ServerUnderTest().start();
      await use(server);
      await server.stop();
    },
    // A worker's first start loads the compiled server's modules: 15 s alone, past 30 s at a load of 30-45.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.baseUrl),
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        const request = route.request();
        if (request.resourceType() === 'image') return route.fulfill({ status: 200, contentType: 'image/jpeg', body: catalogueImage });
        if (request.url() === PARTNER_WIDGET_SCRIPT_URL) return route.fulfill({ status: 200, contentType: 'text/javascript', body: partnerWidgetScript });
        if (request.url().startsWith(`${RETAIL_AD_FRAME_ORIGIN}/`)) return route.fulfill({ status: 200, contentType: 'text/html', body: retailAdFrame });
        return route.abort('internetdisconnected');
      },
    );
    await use(context);
  },
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === 'timedOut') console.log(`The page when the test timed out: ${await describeStalledPage(page)}`);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * For journeys that write (the admin page's uploads): a fresh server and DATA_DIR per test, so no test sees another's
 * photos, and the worker's shared server is never started for them.
 */
export const testWithOwnServer = test.extend<{ server: ServerUnderTest }>({
  server: [
    async ({}, use) => {
      const server = await new ServerUnderTest().start();
      await use(server);
      await server.stop();
    },
    // Its own time, as the worker's shared server has: the first start in a worker loads the server's modules.
    { timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
});

/** The screens with content of their own, each visited once by public-site.spec.ts (load, title, axe, 375 and 1440 px). */
export const CONTENT_SCREENS: ReadonlySet<string> = new Set(['home', 'destination', 'activity', 'real-estate', 'travel-essentials', 'gift-store', 'coffee', 'privacy', 'terms']);

/**
 * What a timed-out test's page was doing, printed with its failure: CI keeps no trace, and an action that waits for
 * an element to be stable waits, without a word in its log, on animation frames a page that draws nothing never runs
 * (a click of tracking.spec.ts waited so for 75 s in one CI run; 23 runs of that test and a whole e2e run here passed).
 */
async function describeStalledPage(page: Page): Promise<string> {
  const state = page.evaluate(async () => {
    const frameDrawn = await Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]);
    const focused = document.activeElement;
    return JSON.stringify({
      path: location.pathname,
      visibility: document.visibilityState,
      hasFocus: document.hasFocus(),
      frameDrawnWithin1s: frameDrawn,
      activeElement: focused && focused !== document.body ? `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 40) ?? ''}` : 'body',
      viewTransition: 'activeViewTransition' in document ? document.activeViewTransition !== null : 'unknown',
    });
  });
  const answered = await Promise.race([state, new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 3 s (its main thread is busy)'), 3000))]);
  return `${answered}; ${page.context().pages().length} page(s) open in its context`;
}
