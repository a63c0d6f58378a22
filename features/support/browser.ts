import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PARTNER_WIDGET_SCRIPT_URL } from '../../domain/affiliate/partner-widget.js';
import { RETAIL_AD_FRAME_ORIGIN } from '../../domain/affiliate/retail-link.js';
import { fixtureFile } from './server-under-test.js';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';

let shared: Promise<Browser> | undefined;

/** One Chromium per test process; each scenario gets its own context. */
export function browser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return shared;
}

export async function closeBrowser(): Promise<void> {
  if (shared) await (await shared).close();
  shared = undefined;
}

const catalogueImage = readFileSync(fixtureFile('images/catalogue-photo.jpg'));
const retailAdFrame = readFileSync(fixtureFile('retail-ad-frame.html'));
const partnerWidgetScript = readFileSync(fixtureFile('partner-widget.js'));

/**
 * A browser context that never reaches the internet (the machine has none, and tests must not
 * depend on it), with the user agent given (headless Chromium's own names it a robot: docs/decisions/067): outbound images get a local fixture, the marketplace's partner widget script a
 * local stand-in (features/fixtures/partner-widget.js), every other outbound request is aborted.
 */
export async function offlineContext(
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
  userAgent?: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await (await browser()).newContext({ viewport, ...(userAgent ? { userAgent } : {}), ...options });
  // Step code runs under tsx, whose transform names inner functions with a `__name` helper; page
  // objects' evaluate callbacks carry that call into the page, where it must exist.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) => {
      const request = route.request();
      if (request.resourceType() === 'image') return route.fulfill({ status: 200, contentType: 'image/jpeg', body: catalogueImage });
      if (request.url() === PARTNER_WIDGET_SCRIPT_URL) return route.fulfill({ status: 200, contentType: 'text/javascript', body: partnerWidgetScript });
      if (request.url().startsWith(`${RETAIL_AD_FRAME_ORIGIN}/`)) return route.fulfill({ status: 200, contentType: 'text/html', body: retailAdFrame });
      return route.abort('internetdisconnected');
    },
  );
  return context;
}
