/**
 * docs/architecture.md §6: Debian's Chromium (no test or bench downloads a browser), with the flags that keep it off the
 * closed network. Shared by the tests (features/support/browser.ts, playwright.config.ts) and the benches.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
