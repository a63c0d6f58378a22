import { After, DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RelocationRequest } from '../../domain/inbox/inbox-store.js';
import { NEWSLETTER_CONSENT } from '../../domain/newsletter/newsletter-consent.js';
import { VISITOR_FORM_RATE } from '../../domain/inbox/visitor-form.js';
import { apiInboxDesk, domainInboxDesk, OPERATOR_ADDRESS, type FormAnswer, type InboxDesk, type ReceivedMail } from '../support/assemblies/inbox-desk.js';
import { serverOf } from '../support/capability.js';
import { eventually } from '../support/eventually.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/newsletter.feature (its server rules) and features/relocation-requests.feature (issue 39; docs/decisions/
 * 121-124): @domain drives the desks over memory, @api the real server over HTTP with a local SMTP server.
 */

interface InboxState {
  desk?: Promise<InboxDesk>;
  answers: FormAnswer[];
  mail?: ReceivedMail;
  /** Mails delivered before the step under test. */
  deliveredBefore?: number;
  /** Each scenario's forms come from an address of its own, unless a step names one. */
  readonly client: string;
}
const states = new WeakMap<PortalWorld, InboxState>();
let clients = 0;
function state(world: PortalWorld): InboxState {
  let known = states.get(world);
  if (!known) {
    known = { answers: [], client: `198.51.100.${(++clients % 250) + 1}` };
    states.set(world, known);
  }
  return known;
}
function desk(world: PortalWorld): Promise<InboxDesk> {
  const known = state(world);
  known.desk ??= world.level === 'domain' ? Promise.resolve(domainInboxDesk()) : apiInboxDesk(serverOf(world));
  return known.desk;
}
const lastAnswer = (world: PortalWorld) => state(world).answers.at(-1)!;

After(async function (this: PortalWorld) {
  await (await states.get(this)?.desk)?.close();
});

const subscription = (email: string, overrides: Record<string, unknown> = {}) => ({ email, page: '/', consentVersion: NEWSLETTER_CONSENT.version, website: '', ...overrides });
const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Mora',
  email: 'ana@example.cr',
  services: ['residency', 'banking'],
  moveWhen: 'within-3-months',
  message: 'We plan to retire near Atenas next year.',
  website: '',
  ...overrides,
});

async function subscribe(world: PortalWorld, form: Record<string, unknown>): Promise<void> {
  state(world).answers.push(await (await desk(world)).subscribe(form, state(world).client));
}

// The newsletter (docs/decisions/121).

When('a visitor subscribes {string} to the newsletter from {string}', async function (this: PortalWorld, email: string, page: string) {
  await subscribe(this, subscription(email, { page }));
});

When('a visitor subscribes {string} to the newsletter', async function (this: PortalWorld, email: string) {
  await subscribe(this, subscription(email));
});

When('a robot subscribes {string} to the newsletter, filling the hidden field', async function (this: PortalWorld, email: string) {
  await subscribe(this, subscription(email, { website: 'https://cheap-pills.example' }));
});

When('a visitor subscribes {string} to the newsletter with consent version {string}', async function (this: PortalWorld, email: string, version: string) {
  // A table cell writes a line break as \r\n.
  await subscribe(this, subscription(email.replace(/\\r\\n/g, '\r\n'), { consentVersion: version }));
});

Given('{string} has confirmed a newsletter subscription', async function (this: PortalWorld, email: string) {
  await subscribe(this, subscription(email));
  const [confirmation] = await (await desk(this)).mailsTo(email, 1);
  assert.equal(await (await desk(this)).follow(confirmation!.links.find((link) => link.startsWith('/newsletter/confirm'))!), 'confirmed');
  state(this).mail = (await (await desk(this)).mailsTo(email, 2))[1];
});

Then('the visitor is answered {string}', function (this: PortalWorld, message: string) {
  assert.equal(lastAnswer(this).status, 202);
  assert.equal(lastAnswer(this).body.message, message);
});

Then('every answer was the same', function (this: PortalWorld) {
  const answers = state(this).answers.map((answer) => JSON.stringify([answer.status, answer.body]));
  assert.ok(answers.length > 1);
  assert.equal(new Set(answers).size, 1, answers.join('\n'));
});

Then('{string} receives a mail {string}', async function (this: PortalWorld, email: string, subject: string) {
  // At @api the server's sender sends within its next round (every 2 s).
  state(this).mail = await eventually(async () => {
    const mails = await (await desk(this)).mailsTo(email, 1);
    const mail = mails.find((candidate) => candidate.subject === subject);
    assert.ok(mail, `No mail "${subject}" to ${email}: ${mails.map((one) => one.subject).join('; ')}`);
    return mail;
  });
});

Then('that mail can unsubscribe in one click \\(List-Unsubscribe-Post)', function (this: PortalWorld) {
  const mail = state(this).mail!;
  assert.equal(mail.listUnsubscribePost, 'List-Unsubscribe=One-Click');
  assert.match(mail.oneClickUnsubscribe ?? '', /^\/api\/newsletter\/unsubscribe\?token=/);
  assert.ok(mail.links.some((link) => link.startsWith('/newsletter/unsubscribe?token=')), 'no unsubscribe link in the text');
});

When('the visitor follows the confirmation link of that mail and presses its button', async function (this: PortalWorld) {
  const link = state(this).mail!.links.find((candidate) => candidate.startsWith('/newsletter/confirm'));
  assert.ok(link, 'no confirmation link in the mail');
  assert.equal(await (await desk(this)).follow(link), 'confirmed');
});

When("the subscriber's mail client unsubscribes in one click from that mail", async function (this: PortalWorld) {
  assert.equal(await (await desk(this)).oneClick(state(this).mail!), 200);
});

Then('the newsletter has {int} confirmed and {int} pending subscriber(s)', async function (this: PortalWorld, confirmed: number, pending: number) {
  const report = await (await desk(this)).subscribers();
  assert.deepEqual([report.confirmed, report.pending], [confirmed, pending]);
});

Then("this week's count shows {int} unsubscription(s)", async function (this: PortalWorld, count: number) {
  assert.equal((await (await desk(this)).subscribers()).weeks.at(-1)!.unsubscribed, count);
});

Then("the operator's export of subscribers lists {string}", async function (this: PortalWorld, email: string) {
  assert.match(await (await desk(this)).subscribersCsv(), new RegExp(`\\r\\n${email.replace('.', '\\.')},`));
});

Then("the operator's export of subscribers is empty", async function (this: PortalWorld) {
  assert.equal(await (await desk(this)).subscribersCsv(), 'email,confirmedAt,page,consentVersion\r\n');
});

Given('no mail has been sent yet', async function (this: PortalWorld) {
  state(this).deliveredBefore = await (await desk(this)).deliveredCount();
  assert.equal(state(this).deliveredBefore, 0);
});

Then('no mail is sent', async function (this: PortalWorld) {
  assert.equal(await (await desk(this)).deliveredCount(), state(this).deliveredBefore ?? 0);
});

Then('{string} has received {int} mail(s) in all', async function (this: PortalWorld, email: string, count: number) {
  await (await desk(this)).deliveredCount();
  assert.equal((await (await desk(this)).mailsTo(email, count)).length, count);
});

// Bad input and abuse (docs/decisions/124).

Then('the form is refused with 400 naming {string}', function (this: PortalWorld, fields: string) {
  assert.equal(lastAnswer(this).status, 400);
  assert.deepEqual(
    lastAnswer(this).body.errors?.map((error) => error.field),
    fields.split(',').map((field) => field.trim()),
  );
});

When('one address sends {int} forms within a minute', async function (this: PortalWorld, count: number) {
  for (let sent = 0; sent < count; sent++) {
    const form = sent % 2 === 0 ? request({ website: 'robot' }) : subscription('robot@example.cr', { website: 'robot' });
    state(this).answers.push(await (sent % 2 === 0 ? (await desk(this)).request(form, '203.0.113.9') : (await desk(this)).subscribe(form, '203.0.113.9')));
  }
});

Then('the first {int} are answered 202 and the next is answered 429 with Retry-After {int} seconds', function (this: PortalWorld, allowed: number, seconds: number) {
  assert.equal(allowed, VISITOR_FORM_RATE.perWindow);
  const statuses = state(this).answers.map((answer) => answer.status);
  assert.deepEqual(statuses, [...Array<number>(allowed).fill(202), 429]);
  // Within a second of the window's end, as the clock moved while the forms were sent.
  assert.ok(Math.abs(Number(lastAnswer(this).retryAfter) - seconds) <= 1, `Retry-After ${lastAnswer(this).retryAfter}`);
});

// Relocation requests (docs/decisions/122).

When('a visitor sends a relocation consultation request as {string} <{word}> for {string}, moving {string}', async function (this: PortalWorld, name: string, email: string, services: string, moveWhen: string) {
  state(this).answers.push(await (await desk(this)).request(request({ name, email, services: services.split(',').map((service) => service.trim()), moveWhen }), state(this).client));
});

When('a visitor sends a relocation consultation request with {word} {string}', async function (this: PortalWorld, field: string, value: string) {
  const parsed = field === 'services' ? value.split(',').filter((service) => service !== '') : value.replace(/\\r\\n/g, '\r\n');
  state(this).answers.push(await (await desk(this)).request(request({ [field]: parsed }), state(this).client));
});

When('a robot sends a relocation consultation request, filling the hidden field', async function (this: PortalWorld) {
  state(this).answers.push(await (await desk(this)).request(request({ website: 'https://cheap-pills.example' }), state(this).client));
});

Then('the visitor is told an answer comes within {string}', function (this: PortalWorld, within: string) {
  assert.equal(lastAnswer(this).status, 202);
  assert.equal(lastAnswer(this).body.answerWithin, within);
  assert.ok(lastAnswer(this).body.message?.includes(within));
});

Then('the operator receives a mail {string} to reply to {string}', async function (this: PortalWorld, subject: string, replyTo: string) {
  const mail = await eventually(async () => {
    const mails = await (await desk(this)).mailsTo(OPERATOR_ADDRESS, 1);
    const found = mails.find((candidate) => candidate.subject === subject);
    assert.ok(found, `No mail "${subject}" to the operator: ${mails.map((one) => one.subject).join('; ')}`);
    return found;
  });
  assert.equal(mail.replyTo, replyTo);
});

Then("the operator's Inbox lists {int} new request(s), from {string}", async function (this: PortalWorld, count: number, name: string) {
  const requests: RelocationRequest[] = await (await desk(this)).requests();
  assert.deepEqual(
    requests.map((one) => [one.name, one.status]),
    Array.from({ length: count }, () => [name, 'new']),
  );
});

Then("the operator's Inbox lists no request", async function (this: PortalWorld) {
  assert.deepEqual(await (await desk(this)).requests(), []);
});

// Forms posted by a browser without JavaScript (docs/decisions/137): @api only, as the page answered is the server's.

interface PostedAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly page: string;
}
const postedAnswers = new WeakMap<PortalWorld, PostedAnswer>();

async function postForm(world: PortalWorld, path: string, fields: URLSearchParams, fetchSite = 'same-origin'): Promise<void> {
  await desk(world);
  const response = await fetch(`${serverOf(world).baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': fetchSite, 'X-Forwarded-For': state(world).client },
    body: fields,
  });
  postedAnswers.set(world, { status: response.status, location: response.headers.get('location'), page: await response.text() });
}
const postedAnswer = (world: PortalWorld) => postedAnswers.get(world) ?? assert.fail('No form was posted');

const newsletterFields = (email: string, consent: string) => new URLSearchParams([['email', email], ...(consent === 'ticked' ? [['consent', 'on']] : []), ['website', ''], ['page', '/']]);

When(/^(a browser without JavaScript|another site's page) posts the newsletter form with "(.*)", consent (ticked|not ticked)$/, async function (this: PortalWorld, who: string, email: string, consent: string) {
  await postForm(this, '/api/newsletter/subscriptions', newsletterFields(email, consent), who === 'a browser without JavaScript' ? 'same-origin' : 'cross-site');
});

When('a browser without JavaScript posts the relocation consultation form as {string} <{word}> for {string}, moving {string}', async function (this: PortalWorld, name: string, email: string, services: string, moveWhen: string) {
  const fields = new URLSearchParams([['name', name], ['email', email], ...services.split(',').map((service) => ['services', service.trim()]), ['moveWhen', moveWhen], ['message', ''], ['website', '']]);
  await postForm(this, '/api/relocation-requests', fields);
});

Then('the browser is sent on to {string}, which says {string}', async function (this: PortalWorld, path: string, text: string) {
  const answer = postedAnswer(this);
  assert.deepEqual([answer.status, answer.location], [303, path]);
  const landing = await fetch(`${serverOf(this).baseUrl}${path}`);
  assert.equal(landing.status, 200);
  assert.match(await landing.text(), new RegExp(`<p role="status">${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`));
});

Then('the page answered is {int}', function (this: PortalWorld, status: number) {
  assert.equal(postedAnswer(this).status, status);
});

Then('the page answered 400 still reads {string} and says, beside each field:', function (this: PortalWorld, email: string, table: DataTable) {
  const { status, page } = postedAnswer(this);
  assert.equal(status, 400);
  assert.match(page, new RegExp(`name="email" [^>]*value="${email}"`));
  // Each message is the one a field's aria-describedby names, and that field is marked invalid.
  const shown: Record<string, string> = {};
  for (const [, field, described] of page.matchAll(/name="(\w+)"[^>]*aria-invalid="true" aria-describedby="([\w-]+)"/g)) {
    shown[field!] = new RegExp(`<p id="${described}" class="error">([^<]*)</p>`).exec(page)?.[1] ?? '';
  }
  assert.deepEqual(shown, Object.fromEntries(table.hashes().map((row) => [row['field']!, row['message']!])));
});
