import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';

const catalogueImage = readFileSync(new URL('../fixtures/images/catalogue-photo.jpg', import.meta.url));

/**
 * Every page of a test stays offline (the machine has no internet; tests must not depend on it):
 * outbound images are answered with a local fixture, other outbound requests are aborted.
 * Console errors and page errors are collected so a test can assert a clean load.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/jpeg', body: catalogueImage })
          : route.abort('internetdisconnected'),
    );
    await use(context);
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
