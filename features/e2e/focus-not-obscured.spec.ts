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
/** Presses sent to the browser at once, before the test asks the page whether focus has come back round. */
const PRESSES_PER_BATCH = 50;

/**
 * The page's side of a walk, installed once: each control focus reaches is checked where the visitor would see it,
 * after the browser has moved focus to it and scrolled it into view and before the next press moves focus on. The
 * check runs on the next Tab's keydown (captured on the window, before the browser's own handling moves focus), and
 * for a frame, which keeps the keys it gets, when the window loses focus to it (a task later, after the page's own
 * blur listener has brought the frame into view, ui/components/framed-focus.ts). A control is hidden when it is not
 * the topmost thing at its centre: under the sticky header, under the banner, or outside the window. The walk ends
 * when focus comes back to a control it has already checked.
 */
function installFocusWalk(page: Page): Promise<void> {
  return page.evaluate(() => {
    const walk = { direction: '', seen: new Set<Element>(), last: null as Element | null, ended: false, problems: [] as string[] };
    const describe = (element: Element | null) =>
      element ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
    const hiddenHow = (focused: Element): string | null => {
      // An inline link that wraps has one box per line, and the centre of their union can fall between them, on
      // its parent's text: check the centre of its first line box, which is the link itself.
      const box = focused.getClientRects()[0] ?? focused.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return null;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `${describe(focused)} is outside the window (centre ${Math.round(x)}, ${Math.round(y)})`;
      const topmost = document.elementFromPoint(x, y);
      return topmost && (topmost === focused || focused.contains(topmost)) ? null : `${describe(focused)} is under ${describe(topmost)}`;
    };
    const check = () => {
      const focused = document.activeElement;
      if (walk.ended || !focused || focused === document.body || focused === document.documentElement || focused === walk.last) return;
      walk.last = focused;
      if (walk.seen.has(focused)) {
        walk.ended = true;
        return;
      }
      walk.seen.add(focused);
      const problem = hiddenHow(focused);
      if (problem) walk.problems.push(`${walk.direction}: ${problem}`);
    };
    window.addEventListener('keydown', (event) => event.key === 'Tab' && check(), true);
    window.addEventListener('blur', () => setTimeout(check, 0));
    (window as unknown as { focusWalk: unknown }).focusWalk = {
      /** What holds focus before the first press is not the walk's: the page may have put it there (Reject all focuses <main>). */
      start(direction: string) {
        Object.assign(walk, { direction, seen: new Set<Element>(), last: document.activeElement, ended: false });
      },
      /** Checks the control focused now (no keydown follows the last press) and tells whether the walk has ended. */
      progress() {
        check();
        return walk.ended;
      },
      problems: () => walk.problems.splice(0),
    };
  });
}

type FocusWalk = { start(direction: string): void; progress(): boolean; problems(): string[] };

/**
 * Real Tab (or Shift+Tab) presses, the browser's own focus order and scrolling, sent to Chromium in batches over
 * DevTools (a key down and up each, pipelined: the browser handles them in order, one after the other), with one
 * question to the page after each batch: four round trips for a page of 150 controls where a press and a check
 * each took two (docs/decisions/146).
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  const modifiers = key === 'Shift+Tab' ? 8 : 0;
  const keyEvent = (type: 'rawKeyDown' | 'keyUp') =>
    devtools.send('Input.dispatchKeyEvent', { type, key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9, modifiers });
  await page.evaluate((direction) => (window as unknown as { focusWalk: FocusWalk }).focusWalk.start(direction), key);
  let ended = false;
  for (let pressed = 0; !ended && pressed < MAX_PRESSES; pressed += PRESSES_PER_BATCH) {
    await Promise.all(Array.from({ length: PRESSES_PER_BATCH }, () => [keyEvent('rawKeyDown'), keyEvent('keyUp')]).flat());
    ended = await page.evaluate(() => (window as unknown as { focusWalk: FocusWalk }).focusWalk.progress());
  }
  await devtools.detach();
  expect(ended, `focus to come back round within ${MAX_PRESSES} presses of ${key}`).toBe(true);
  return page.evaluate(() => (window as unknown as { focusWalk: FocusWalk }).focusWalk.problems());
}

for (const { name, width, height } of WIDTHS) {
  for (const banner of ['waiting', 'answered'] as const) {
    test.describe(`focus is never hidden on a ${name} (${width} px), consent banner ${banner}`, () => {
      test.use({ viewport: { width, height } });
      for (const entry of PUBLIC_PAGES) {
        test(entry.path, async ({ page }) => {
          await openReady(page, entry.path);
          // Smooth scrolling would leave the page mid-scroll when the check runs; the end position is the same.
          await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
          await installFocusWalk(page);
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
