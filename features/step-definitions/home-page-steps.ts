import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDomainDescriptions, type DomainDescription } from '../../domain/site/domain-descriptions.js';
import { HomePage } from '../support/pages/home-page.js';
import type { PortalWorld } from '../support/world.js';

function pageOf(world: PortalWorld) {
  if (!world.portal.page || !world.portal.server) throw new Error('These steps drive a browser: run them at the @ui level');
  return world.portal.page;
}

/* The home page's domain description (docs/product.md §2, §5, §8). */

/** The file the server seeds its domain descriptions from (docs/architecture.md §3). */
const bundledDescriptions = (): DomainDescription[] =>
  parseDomainDescriptions(readFileSync(join(process.cwd(), 'server/defaults/domain-descriptions.csv'), 'utf8'));

/** The server's main domain: MAIN_DOMAIN, as the build and the server read it (README). */
const mainDomain = () => process.env.MAIN_DOMAIN || 'costaricagateway.com';

Given('the portal cannot read its domain descriptions', async function (this: PortalWorld) {
  await pageOf(this).route('**/api/domain-descriptions', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'The descriptions file cannot be read' } }),
  );
});

Then("the hero shows the main domain's description from the bundled descriptions file", async function (this: PortalWorld) {
  const main = bundledDescriptions().find((row) => row.domain === mainDomain());
  if (!main) throw new Error(`the bundled descriptions file has no row for ${mainDomain()}`);
  await expect(new HomePage(pageOf(this)).description(main.description)).toBeVisible();
});

Then('the hero shows no domain description', async function (this: PortalWorld) {
  const home = new HomePage(pageOf(this));
  await expect(home.hero.getByRole('heading', { level: 1 })).toBeVisible();
  const shown = await home.heroParagraphs();
  for (const { description } of bundledDescriptions()) expect(shown).not.toContain(description);
});
