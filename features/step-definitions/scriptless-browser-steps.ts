import { After, Given } from '@cucumber/cucumber';
import { offlineContext } from '../support/browser.js';
import { serverOf } from '../support/capability.js';
import { closeScriptlessBrowser, useScriptlessBrowser } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/* A visitor whose browser runs no JavaScript (features/picture-of-the-day.feature, features/consent.feature). */

Given("the visitor's browser runs no JavaScript", async function (this: PortalWorld) {
  const context = await offlineContext(serverOf(this).baseUrl, undefined, undefined, { javaScriptEnabled: false });
  useScriptlessBrowser(this, context, await context.newPage());
});

After(async function (this: PortalWorld) {
  await closeScriptlessBrowser(this);
});
