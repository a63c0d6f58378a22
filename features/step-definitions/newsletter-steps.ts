import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { NewsletterFormView, ToastView } from '../support/portal.js';
import { visitorOf } from '../support/capability.js';
import type { PortalWorld } from '../support/world.js';

/* docs/product.md §2, §4, §5, §8: the newsletter form of the home page, through the visitor's home page. */

async function form(world: PortalWorld): Promise<NewsletterFormView> {
  world.homePage ??= await visitorOf(world).openHomePage();
  return world.homePage.newsletter;
}

function shownToast(world: PortalWorld): ToastView {
  if (!world.lastToast) throw new Error('The visitor has not been shown a toast');
  return world.lastToast as ToastView;
}

Given('the visitor has typed {string} in the newsletter form', async function (this: PortalWorld, email: string) {
  await (await form(this)).typeEmail(email);
});

When(/^the visitor (ticks consent and submits|submits) the newsletter form(?: without ticking consent)?$/, async function (this: PortalWorld, action: string) {
  this.lastToast = await (await form(this)).submit({ tickConsent: action.startsWith('ticks') });
});

Then('the visitor sees the warning {string} with {string}', function (this: PortalWorld, title: string, description: string) {
  assert.deepEqual(shownToast(this), { title, description, variant: 'destructive' });
});

Then('the visitor sees the warning {string}', function (this: PortalWorld, title: string) {
  assert.deepEqual(shownToast(this), { title, variant: 'destructive' });
});

Then('the visitor is told {string}', function (this: PortalWorld, text: string) {
  const toast = shownToast(this);
  assert.equal(toast.variant, 'default');
  assert.equal(`${toast.title} ${toast.description}`, text);
});

Then('nobody is subscribed', async function (this: PortalWorld) {
  assert.deepEqual(await (await form(this)).subscribers(), []);
});

Then('{string} is subscribed', async function (this: PortalWorld, email: string) {
  assert.deepEqual(await (await form(this)).subscribers(), [email]);
});

Then(/^the newsletter form still reads "(.*)" with consent (ticked|unticked)$/, async function (this: PortalWorld, email: string, consent: string) {
  assert.deepEqual(await (await form(this)).current(), { email, consent: consent === 'ticked' });
});

Then('the newsletter form is empty with consent unticked', async function (this: PortalWorld) {
  assert.deepEqual(await (await form(this)).current(), { email: '', consent: false });
});
