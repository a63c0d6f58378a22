import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './features/support/browser.js';

/**
 * End-to-end journeys (docs/architecture.md §6) against the built server, in Debian's Chromium. Each worker starts its
 * own server when a test first needs one (features/e2e/fixtures.ts, docs/decisions/146): no server before the run.
 */

export default defineConfig({
  testDir: 'features/e2e',
  outputDir: 'reports/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'reports/playwright', open: 'never' }],
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
});
