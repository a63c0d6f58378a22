import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { InMemoryNewsletterSubscriptions } from '../../adapters/memory/in-memory-newsletter-subscriptions.js';
import { EMPTY_NEWSLETTER_FORM, NewsletterSignup, type NewsletterOutcome } from '../../domain/newsletter/newsletter-signup.js';
import { scenarioSlot } from '../support/rule-state.js';

const state = scenarioSlot(() => ({
  subscriptions: new InMemoryNewsletterSubscriptions(),
  email: '',
  outcome: undefined as NewsletterOutcome | undefined,
}));
const outcome = (world: object) => state(world).outcome!;

Given('the visitor has typed {string} in the newsletter form', function (email: string) {
  state(this).email = email;
});

When(/^the visitor (ticks consent and submits|submits) the newsletter form(?: without ticking consent)?$/, async function (action: string) {
  const current = state(this);
  current.outcome = await new NewsletterSignup(current.subscriptions).submit({ email: current.email, consent: action.startsWith('ticks') });
});

Then('the visitor sees the warning {string} with {string}', function (title: string, description: string) {
  assert.deepEqual(outcome(this).toast, { title, description, variant: 'destructive' });
});

Then('the visitor sees the warning {string}', function (title: string) {
  assert.deepEqual(outcome(this).toast, { title, variant: 'destructive' });
});

Then('the visitor is told {string}', function (text: string) {
  const { toast } = outcome(this);
  assert.equal(toast.variant, 'default');
  assert.equal(`${toast.title} ${toast.description}`, text);
});

Then('nobody is subscribed', function () {
  assert.deepEqual(state(this).subscriptions.emails, []);
});

Then('{string} is subscribed', function (email: string) {
  assert.deepEqual(state(this).subscriptions.emails, [email]);
});

Then(/^the newsletter form still reads "(.*)" with consent (ticked|unticked)$/, function (email: string, consent: string) {
  assert.deepEqual(outcome(this).form, { email, consent: consent === 'ticked' });
});

Then('the newsletter form is empty with consent unticked', function () {
  assert.deepEqual(outcome(this).form, EMPTY_NEWSLETTER_FORM);
});
