import type { Page } from '@playwright/test';
import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import { SITE_PAGES as PAGES } from '../support/catalogue.js';
import { expect, test } from './fixtures.js';
import { openReady } from '../support/page-ready.js';

/*
 * WCAG 2.2 "Focus Not Obscured" (2.4.11): tabbing forward and backward through every public
 * page, with the consent banner waiting and after it was answered, at a phone's and a laptop's width, the focused
 * control is always the topmost thing at its own centre: not under the sticky header, not under the banner.
 */

/**
 * One page of each kind (home, the tours list, a destination with hotels and widget, an activity page, real
 * estate, a shop, the gallery, a legal page): the kinds share their components, and walking all 25 pages four
 * ways costs minutes of every `npm test`.
 */
const PAGE_OF_EACH_KIND = ['/', '/tours', '/destinations/arenal', '/canopy-tours', '/real-estate', '/featured-coffee', '/picture-of-the-day', '/privacy'];
const PUBLIC_PAGES = PAGES.filter((entry) => entry.rendering === 'prerendered' && PAGE_OF_EACH_KIND.includes(entry.path));
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
/** Enough presses to go through the longest page's controls; the walk stops when focus comes back round. */
const MAX_PRESSES = 400;

/**
 * One press, then in one round trip: whether focus came back to a control already visited this walk (marked with
 * the walk's name), and where the focused element is hidden, if it is (not the topmost thing at its centre).
 */
function pressAndCheck(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ again: boolean; problem: string | null }> {
  return page.keyboard.press(key).then(() =>
    page.evaluate((walkName) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === document.documentElement) return { again: false, problem: null };
      if (focused.getAttribute('data-focus-walk') === walkName) return { again: true, problem: null };
      focused.setAttribute('data-focus-walk', walkName);
      const describe = (element: Element | null) =>
        element ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
      // An inline link that wraps has one box per line, and the centre of their union can fall between them, on
      // its parent's text: check the centre of its first line box, which is the link itself.
      const box = focused.getClientRects()[0] ?? focused.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return { again: false, problem: null };
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight)
        return { again: false, problem: `${describe(focused)} is outside the window (centre ${Math.round(x)}, ${Math.round(y)})` };
      const topmost = document.elementFromPoint(x, y);
      return { again: false, problem: topmost && (topmost === focused || focused.contains(topmost)) ? null : `${describe(focused)} is under ${describe(topmost)}` };
    }, key),
  );
}

async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const problems: string[] = [];
  for (let press = 0; press < MAX_PRESSES; press += 1) {
    const { again, problem } = await pressAndCheck(page, key);
    if (again) break;
    if (problem) problems.push(`${key}: ${problem}`);
  }
  return problems;
}

for (const { name, width, height } of WIDTHS) {
  for (const banner of ['waiting', 'answered'] as const) {
    test.describe(`focus is never hidden on a ${name} (${width} px), consent banner ${banner}`, () => {
      test.use({ viewport: { width, height } });
      for (const entry of PUBLIC_PAGES) {
        test(entry.path, async ({ page }) => {
          // Hundreds of presses on the longest pages, on a shared two-core machine.
          test.setTimeout(180_000);
          await openReady(page, entry.path);
          // Smooth scrolling would leave the page mid-scroll when the check runs; the end position is the same.
          await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
          const consent = page.getByRole('region', { name: 'Cookie consent' });
          if (banner === 'answered') {
            await consent.getByRole('button', { name: 'Reject all' }).click();
            await expect(consent).toBeHidden();
          } else {
            await expect(consent.getByRole('button', { name: 'Reject all' })).toBeEnabled();
          }
          const problems = [...(await walk(page, 'Tab')), ...(await walk(page, 'Shift+Tab'))];
          expect(problems).toEqual([]);
        });
      }
    });
  }
}

/*
 * A frame whose page has not arrived (a content blocker holds the coffee page's ad back, or the lazy frame has not
 * started loading) takes focus without Chromium scrolling it into view; the page's script brings it on screen
 * (ui/components/framed-focus.ts), whether or not the frame's island has hydrated yet.
 */
test('a frame whose page has not arrived is brought into view when Tab reaches it, with its focus ring', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Held: never answered, and the island never hydrates, so only the page's own script can move the page.
  await page.route(`${RETAIL_AD_FRAME_ORIGIN}/**`, () => undefined);
  await page.route('**/assets/retail-ad-frame-*.js', () => undefined);
  await page.goto('/featured-coffee');
  await page.waitForLoadState('load');
  await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click();
  const frame = page.getByTitle('Amazon coffee recommendations (advertisement)');
  await expect(frame).toHaveCount(1);
  for (let presses = 0; presses < MAX_PRESSES && !(await frame.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(frame).toBeFocused();
  expect(await frame.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  // And its focus shows (WCAG 2.4.7): the ring every focused control has, gone once focus leaves the frame.
  await expect(frame).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Shift+Tab');
  await expect(frame).toHaveCSS('outline-style', 'none');
});
