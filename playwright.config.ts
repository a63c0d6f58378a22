import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './features/support/browser.js';

/** End-to-end journeys (docs/architecture.md §6) against the built server, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'crg-e2e-'));

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
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `http://127.0.0.1:${port}/api/tours/images`,
    env: { PORT: String(port), DATA_DIR: dataDir },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
