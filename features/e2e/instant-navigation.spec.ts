import { SPECULATION_RULES_PATH } from '../../domain/navigation/speculation-rules.js';
import { HOVER_MS, PRERENDER_PAIRS, watchPrerenders } from '../../scripts/bench/navigation-bench.js';
import { TrackingPage } from '../support/pages/tracking-page.js';
import { expect, test } from './fixtures.js';

/**
 * Instant navigation (docs/decisions/080-instant-navigation.md). A Chromium driven over DevTools never activates
 * a prerender (Chrome's Preload domain reports `PrerenderingDisabledByDevTools`), so this checks what can be
 * seen from here: every page names the rules, and hovering a same-site link makes Chromium attempt to
 * prerender that page. What happens on activation is checked through `document.prerendering` and
 * `prerenderingchange` (domain/analytics/visit-tracking.test.ts, adapters/analytics: the script loader, and below).
 */

test('every page names its speculation rules, served with their own content type', async ({ request }) => {
  const page = await request.get('/tours');
  expect(page.headers()['speculation-rules']).toBe(`"${SPECULATION_RULES_PATH}"`);
  const rules = await request.get(SPECULATION_RULES_PATH);
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  expect((await rules.json()).prerender[0].eagerness).toBe('moderate');
});

for (const [from, linkName, to] of PRERENDER_PAIRS) {
  test(`hovering a link to ${to} on ${from} for ${HOVER_MS} ms makes the browser prerender it`, async ({ page, baseURL }) => {
    const attempts = await watchPrerenders(page);
    await page.goto(from);
    const link = page.getByRole('link', { name: linkName }).filter({ visible: true }).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    // The pointer rests on the link while the test waits for Chromium's report (it comes after HOVER_MS or sooner).
    await expect
      .poll(() => attempts.filter((attempt) => attempt.url === `${baseURL}${to}`).length, { message: `Chromium to report a prerender of ${to}` })
      .toBeGreaterThan(0);
  });
}

test('a link to the admin page or a partner is never prerendered', async ({ page, baseURL }) => {
  const attempts = await watchPrerenders(page);
  // Chromium lists every link its speculation rules make a candidate for a prerender (the Preload domain's attempt
  // sources), before any hover: what is not listed is never prerendered. Waiting for that list, not for a pause.
  const devtools = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  devtools.on('Preload.preloadingAttemptSourcesUpdated', (event: { preloadingAttemptSources: { key: { url: string } }[] }) => {
    candidates = event.preloadingAttemptSources.map((source) => source.key.url);
  });
  await devtools.send('Preload.enable');
  await page.goto('/tours');
  await page.getByRole('link', { name: /Book with GetYourGuide/ }).first().hover();
  await expect.poll(() => candidates.includes(`${baseURL}/real-estate`), { message: "Chromium to list the tours page's same-site links as candidates" }).toBe(true);
  expect(candidates.filter((url) => new URL(url).origin !== new URL(baseURL!).origin || new URL(url).pathname.startsWith('/admin'))).toEqual([]);
  expect(attempts.filter((attempt) => !attempt.url.includes('/tours'))).toEqual([]);
});

test.describe('a page opened after the browser prerendered it', () => {
  // What Chrome does on activation, acted out in the page: `document.prerendering` is true from the first
  // script on, then turns false and `prerenderingchange` fires when the visitor opens the page.
  test.beforeEach(async ({ page, baseURL }) => {
    await TrackingPage.enableTestMode(page, new URL(baseURL!).origin);
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
      (window as unknown as { activatePrerender: () => void }).activatePrerender = () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      };
    });
  });

  test('counts its page view and time on page from when the visitor opens it, and nothing before', async ({ page }) => {
    const tracking = new TrackingPage(page);
    // The page's clock in the test's hand: the time it spends prerendered passes at once, not in real seconds.
    await page.clock.install();
    await page.goto('/tours');
    await tracking.acceptAll();
    await page.goto('/real-estate');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(1_500);
    expect(await tracking.events()).toEqual([]);

    await page.evaluate(() => (window as unknown as { activatePrerender: () => void }).activatePrerender());
    await expect.poll(async () => (await tracking.events()).map((event) => event.name)).toEqual(['page_view', 'domain_traffic']);
    expect((await tracking.events())[0]!.params.page_path).toBe('/real-estate');
    await tracking.setTabVisibility('hidden');
    // Counted from activation: the 1.5 s it spent prerendered are not time on the page.
    await expect.poll(async () => (await tracking.events()).filter((event) => event.name === 'user_engagement').length).toBe(1);
    const engagement = (await tracking.events()).find((event) => event.name === 'user_engagement')!;
    expect(Number(engagement.params.engagement_time_msec)).toBeLessThan(1_500);
  });
});
