import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import type { Page } from '@playwright/test';
import assert from 'node:assert/strict';
import { NEWSLETTER_CONSENT } from '../../domain/newsletter/newsletter-consent.js';
import type { FormSaid, HomePageView, NewsletterFormView } from '../support/portal.js';
import { serverOf, visitorOf } from '../support/capability.js';
import { scriptlessPageOf } from '../support/scriptless-browser.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §4, §5, §8 and issue 39 (docs/decisions/125): the visitor forms of the home page. */

/** What the last visitor form said, per scenario. */
const lastSaid = new WeakMap<PortalWorld, FormSaid>();

async function home(world: PortalWorld): Promise<HomePageView> {
  world.homePage ??= await visitorOf(world).openHomePage();
  return world.homePage;
}

async function form(world: PortalWorld): Promise<NewsletterFormView> {
  return (await home(world)).newsletter;
}

function said(world: PortalWorld): FormSaid {
  const shown = lastSaid.get(world);
  if (!shown) throw new Error('The visitor has sent no form');
  return shown;
}

Given('the visitor has typed {string} in the newsletter form', async function (this: PortalWorld, email: string) {
  await (await form(this)).typeEmail(email);
});

Given('the server refuses the visitor\'s connection for {int} seconds', async function (this: PortalWorld, seconds: number) {
  const newsletter = await form(this);
  if (!newsletter.refuseConnectionFor) throw new Error(`The server's flood limit cannot be set at @${this.level}`);
  await newsletter.refuseConnectionFor(seconds);
});

When(/^the visitor (ticks consent and submits|submits) the newsletter form(?: without ticking consent)?$/, async function (this: PortalWorld, action: string) {
  lastSaid.set(this, await (await form(this)).submit({ tickConsent: action.startsWith('ticks') }));
});

Then(/^the newsletter form says "(.*)" beside the (email field|consent box)$/, function (this: PortalWorld, message: string, where: string) {
  const field = where === 'email field' ? 'email' : 'consent';
  assert.deepEqual(said(this), { answer: '', byField: { [field]: message }, general: '' });
});

Then(/^the newsletter form says "(.*)"$/, function (this: PortalWorld, message: string) {
  const shown = said(this);
  assert.deepEqual(shown.byField, {});
  assert.equal(shown.answer === '' ? shown.general : shown.answer, message);
});

Then("the newsletter form's consent box reads the newsletter's consent text", async function (this: PortalWorld) {
  assert.equal(await (await form(this)).consentText(), NEWSLETTER_CONSENT.text);
});

Then('nobody is subscribed', async function (this: PortalWorld) {
  assert.deepEqual(await (await form(this)).askedToConfirm(), []);
});

Then('{string} is asked to confirm the subscription', async function (this: PortalWorld, email: string) {
  assert.deepEqual(await (await form(this)).askedToConfirm(), [email]);
});

Then(/^the newsletter form still reads "(.*)" with consent (ticked|unticked)$/, async function (this: PortalWorld, email: string, consent: string) {
  assert.deepEqual(await (await form(this)).current(), { email, consent: consent === 'ticked' });
});

Then('the newsletter form is empty with consent unticked', async function (this: PortalWorld) {
  assert.deepEqual(await (await form(this)).current(), { email: '', consent: false });
});

/* Issue 39 point 3: the relocation consultation form. */

Then('the relocation section says {string}', async function (this: PortalWorld, text: string) {
  assert.equal(await (await home(this)).relocationNextSteps(), text);
});

Given('the visitor has opened the relocation consultation form', async function (this: PortalWorld) {
  await (await home(this)).relocationForm.open();
});

When('the visitor sends the relocation consultation form', async function (this: PortalWorld) {
  lastSaid.set(this, await (await home(this)).relocationForm.send());
});

When(
  'the visitor asks for {string} and {string}, moving {string}, as {string} at {string} with {string}',
  async function (this: PortalWorld, first: string, second: string, moveWhen: string, name: string, email: string, message: string) {
    const relocation = (await home(this)).relocationForm;
    await relocation.fill({ name, email, services: [first, second], moveWhen, message });
    lastSaid.set(this, await relocation.send());
  },
);

Then('the relocation consultation form says, beside each field:', function (this: PortalWorld, table: DataTable) {
  const expected = Object.fromEntries(table.hashes().map((row) => [row['field']!, row['message']!]));
  assert.deepEqual(said(this), { answer: '', byField: expected, general: '' });
});

Then('the relocation consultation form says it will be answered within {string}', function (this: PortalWorld, within: string) {
  const shown = said(this);
  assert.deepEqual(shown.byField, {});
  assert.match(shown.answer, new RegExp(`Our answer comes by email within ${within}\\.`));
});

Then('no relocation request has reached the operator', async function (this: PortalWorld) {
  assert.deepEqual(await (await home(this)).relocationForm.received(), []);
});

Then('a relocation request from {string} at {string} has reached the operator', async function (this: PortalWorld, name: string, email: string) {
  assert.deepEqual(await (await home(this)).relocationForm.received(), [{ name, email }]);
});

/* Without JavaScript (docs/decisions/137): the prerendered form posts itself and the server answers with a page. */

function scriptlessPage(world: PortalWorld): Page {
  return scriptlessPageOf(world) ?? assert.fail("The scenario must say the visitor's browser runs no JavaScript");
}

/** Presses the form's Subscribe and waits for the server's page (a 400 with the form, or the page a 303 leads to). */
async function subscribeWithoutScript(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().isNavigationRequest() && response.status() !== 303);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await answered;
  await page.locator('main h1').waitFor();
}

When("the visitor types {string} in the home page's newsletter form and subscribes without ticking consent", async function (this: PortalWorld, email: string) {
  const page = scriptlessPage(this);
  await page.goto(`${serverOf(this).baseUrl}/`);
  await page.getByRole('form', { name: 'Get relocation tips in your inbox' }).getByRole('textbox', { name: 'Email address' }).fill(email);
  await subscribeWithoutScript(page);
});

When('the visitor ticks consent there and subscribes again', async function (this: PortalWorld) {
  const page = scriptlessPage(this);
  await page.getByRole('checkbox').check();
  await subscribeWithoutScript(page);
});

Then("the server's page says {string} beside the consent box and still reads {string}", async function (this: PortalWorld, message: string, email: string) {
  const page = scriptlessPage(this);
  const consent = page.getByRole('checkbox');
  assert.equal(await consent.getAttribute('aria-invalid'), 'true');
  assert.equal((await page.locator(`[id="${await consent.getAttribute('aria-describedby')}"]`).textContent())?.trim(), message);
  assert.equal(await page.getByRole('textbox', { name: 'Email address' }).inputValue(), email);
});

Then("the server's page says {string}", async function (this: PortalWorld, message: string) {
  assert.equal((await scriptlessPage(this).getByRole('status').textContent())?.trim(), message);
});
