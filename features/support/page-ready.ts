import { expect, type Page } from '@playwright/test';

/*
 * What a test waits for once a page is open, instead of the network going quiet (issue 41 point 2, docs/decisions/141).
 * Network idle waited half a second after the last request on every page, and a request that came later (a call
 * after hydration on a busy machine) was missed anyway; these wait for the page's own signs, and a wait that times
 * out says which sign did not come.
 *
 * The signs are the published page's markers (ui/main.tsx, ui/islands/island-loader.ts), named here by their
 * attribute as a browser sees them, not imported from ui/.
 */

/** On the root element once the page's script has scheduled every island of a static page. */
const ISLANDS_SCHEDULED = 'data-islands-scheduled';
/** On an island's marker once the island has hydrated and run its effects. */
const ISLAND_HYDRATED = 'data-island-hydrated';
/** The islands that start without the visitor: `load` (also a marker with no directive) and `idle`; not one inside another, which its parent hydrates. */
const UNPROMPTED_ISLANDS = '[data-island]:not([data-hydrate="visible"]):not([data-hydrate="interaction"]):not([data-island] [data-island])';

/** Long enough for a page's idle islands on a busy two-core machine (requestIdleCallback gives up waiting after 2 s). */
const READY_WITHIN = { timeout: 15_000 };

/** The pages of browsers that run no JavaScript (./scriptless-browser.ts): their page is ready once it has loaded. */
const scriptless = new WeakSet<Page>();

export function runsNoScript(page: Page): void {
  scriptless.add(page);
}

/**
 * Waits until a static page's script has run and every island that starts without the visitor has hydrated; /admin
 * (the whole app, not a static page) is left to the steps, which wait for what they use.
 */
export async function pageReady(page: Page): Promise<void> {
  if (scriptless.has(page) || (await page.locator('#root[data-static-page]').count()) === 0) return;
  await expect(page.locator('html'), `the page's script to schedule its islands (${ISLANDS_SCHEDULED} on <html>) at ${page.url()}`).toHaveAttribute(
    ISLANDS_SCHEDULED,
    '',
    READY_WITHIN,
  );
  await expect(
    page.locator(`${UNPROMPTED_ISLANDS}:not([${ISLAND_HYDRATED}])`),
    `the page's load and idle islands to hydrate (${ISLAND_HYDRATED} on each marker) at ${page.url()}`,
  ).toHaveCount(0, READY_WITHIN);
}

/** Waits until the named island has hydrated: what a step needs before it uses that island's behaviour. */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`).first(), `the "${name}" island to hydrate (${ISLAND_HYDRATED} on its marker)`).toHaveAttribute(
    ISLAND_HYDRATED,
    '',
    READY_WITHIN,
  );
}

/** Opens a page and waits until it is ready (see pageReady); returns the navigation's answer. */
export async function openReady(page: Page, url: string) {
  const response = await page.goto(url);
  await pageReady(page);
  return response;
}
