import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { siteConfig } from '../support/site-content.js';
import type { HomePageView } from '../support/portal.js';
import { capabilityOf, visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/* features/domain-descriptions.feature, features/domain-description-file.feature: the operator's file and the home page's description. */

/** Gherkin tables cannot hold a line break; '\n' in a cell stands for one. */
const unescape = (text: string) => text.replace(/\\n/g, '\n');

function home(world: PortalWorld): HomePageView {
  if (!world.homePage) throw new Error('Open the home page first');
  return world.homePage;
}

Given('the main domain is {string}', function (this: PortalWorld, domain: string) {
  // The domain every level's pages were built and served with (MAIN_DOMAIN, README).
  assert.equal(siteConfig.mainDomain, domain);
});

Given("the operator's domain descriptions file reads:", async function (this: PortalWorld, csv: string) {
  await capabilityOf(this, this.portal.operator.editDomainDescriptions, 'a domain descriptions file to edit')(csv);
});

When('a visitor opens the site on {string}', async function (this: PortalWorld, host: string) {
  this.homePage = await visitorOf(this).openHomePage(host);
});

Then('the file describes these domains:', async function (this: PortalWorld, table: DataTable) {
  const expected = table.hashes().map((row) => ({ domain: row.domain!, description: unescape(row.description!) }));
  assert.deepEqual(await capabilityOf(this, home(this).describedDomains, "the home page's own reading of the domain descriptions file")(), expected);
});

Then('the page shows the domain description {string}', async function (this: PortalWorld, description: string) {
  assert.equal(await home(this).domainDescription(), unescape(description));
});

Then("the page shows the main domain's description", async function (this: PortalWorld) {
  const shown = await home(this).domainDescription();
  // What the same page shows on the main domain itself.
  const onMainDomain = await (await visitorOf(this).openHomePage(siteConfig.mainDomain)).domainDescription();
  assert.ok(onMainDomain, 'the main domain shows a description');
  assert.equal(shown, onMainDomain);
});

Then('the page shows no domain description', async function (this: PortalWorld) {
  assert.equal(await home(this).domainDescription(), undefined);
});
