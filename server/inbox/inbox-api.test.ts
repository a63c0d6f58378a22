import type { INestApplication } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '../../domain/newsletter/newsletter-consent.js';
import { SmtpCapture, type CapturedMail } from '../../test-support/smtp-capture.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';

const PASSWORD = 'Pura-Vida-Operator-2026';
const capture = new SmtpCapture();
const dirs: string[] = [];
let app: INestApplication;
let base: string;
let token: string;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const admin = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
/** Each test comes from its own address, as the per-client limit counts by address. */
let client = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

async function mailTo(address: string, count = 1): Promise<CapturedMail[]> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const mails = capture.mails.filter((mail) => mail.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No ${count} mail(s) reached ${address}: ${capture.mails.map((mail) => mail.to.join()).join('; ')}`);
}

const linkIn = (mail: CapturedMail, path: string) => {
  // The body is quoted-printable: soft line breaks joined, =XX decoded.
  const unfolded = mail.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`https://costaricagateway\\.com(${path}\\?token=[\\w.%-]+)`).exec(unfolded);
  if (!match) throw new Error(`No ${path} link in ${mail.raw}`);
  return match[1]!;
};

beforeAll(async () => {
  const port = await capture.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'crg-inbox-api-'));
  const uiDir = mkdtempSync(join(tmpdir(), 'crg-inbox-ui-'));
  dirs.push(dataDir, uiDir);
  const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, OPERATOR_EMAIL: 'ops@costaricagateway.com' }, { adminPassword: PASSWORD, dataDir, uiDir, port: 0 });
  app = await createApp(config, { logger: ['error'], mailPollMs: 20 });
  await app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const session = await post('/api/admin/session', { password: PASSWORD });
  token = ((await session.json()) as { token: string }).token;
});

afterAll(async () => {
  await app.close();
  await capture.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const subscription = (email: string, overrides: Record<string, unknown> = {}) => ({ email, page: '/', consentVersion: NEWSLETTER_CONSENT.version, website: '', ...overrides });

describe('the newsletter over HTTP (issue 39 points 1, 2)', () => {
  it('gives the consent text the form shows', async () => {
    const answer = await fetch(`${base}/api/newsletter/consent`);
    expect(await answer.json()).toEqual(NEWSLETTER_CONSENT);
  });

  it('subscribes with double opt-in: the confirmation mail, a page whose button confirms, the welcome mail; one-click unsubscribe', async () => {
    const answer = await post('/api/newsletter/subscriptions', subscription('ana@example.cr', { page: '/relocation' }), from());
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ message: 'Check your inbox: we sent you a link to confirm your subscription.' });
    const [confirmation] = await mailTo('ana@example.cr');
    expect(confirmation!.header('Subject')).toBe('Confirm your Costa Rica Gateway newsletter subscription');
    expect(confirmation!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(confirmation!.from).toBe('hello@costaricagateway.com');

    // The link opens a page; following it (as a mail scanner does) changes nothing.
    const confirmLink = linkIn(confirmation!, '/newsletter/confirm');
    const page = await fetch(`${base}${confirmLink}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/newsletter/confirm">');
    expect((await (await admin('/api/admin/inbox/subscribers')).json()) as object).toMatchObject({ confirmed: 0, pending: 1 });

    const tokenValue = new URL(confirmLink, base).searchParams.get('token')!;
    const pressed = await fetch(`${base}/newsletter/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: tokenValue }) });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Subscription confirmed');
    const [, welcome] = await mailTo('ana@example.cr', 2);
    expect(welcome!.header('Subject')).toBe('Welcome to the Costa Rica Gateway newsletter');
    expect((await (await admin('/api/admin/inbox/subscribers')).json()) as object).toMatchObject({ confirmed: 1, pending: 0 });
    const csv = await admin('/api/admin/inbox/subscribers.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toMatch(/^email,confirmedAt,page,consentVersion\r\nana@example\.cr,[\dT:.Z-]+,\/relocation,2026-11-28\r\n$/);

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the List-Unsubscribe address.
    const oneClick = welcome!.header('List-Unsubscribe')!.replace(/^<|>$/g, '').replace('https://costaricagateway.com', base);
    const unsubscribed = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ outcome: 'unsubscribed' });
    const report = (await (await admin('/api/admin/inbox/subscribers')).json()) as { confirmed: number; weeks: { unsubscribed: number }[] };
    expect(report.confirmed).toBe(0);
    expect(report.weeks.at(-1)!.unsubscribed).toBe(1);
  });

  it('answers the same for a known address, and keeps nothing for a filled honeypot', async () => {
    const first = await post('/api/newsletter/subscriptions', subscription('bea@example.cr'), from());
    const again = await post('/api/newsletter/subscriptions', subscription('bea@example.cr'), from());
    const robot = await post('/api/newsletter/subscriptions', subscription('robot@example.cr', { website: 'https://spam.example' }), from());
    expect([first.status, again.status, robot.status]).toEqual([202, 202, 202]);
    expect(new Set([await first.text(), await again.text(), await robot.text()]).size).toBe(1);
    await mailTo('bea@example.cr', 2);
    const outbox = (await (await admin('/api/admin/outbox')).json()) as { messages: { to: string }[] };
    expect(outbox.messages.some((message) => message.to === 'robot@example.cr')).toBe(false);
  });

  it('refuses a bad form by field, with nothing kept', async () => {
    const answer = await post('/api/newsletter/subscriptions', { email: 'ana@example.cr\r\nBcc: all@example.cr', page: '/', consentVersion: 'old' }, from());
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { message: string; errors: { field: string }[] };
    expect(body.errors.map((error) => error.field)).toEqual(['email', 'consentVersion']);
  });

  it('refuses a forged link on the page and in the API', async () => {
    const page = await fetch(`${base}/newsletter/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'token=forged' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This link does not work');
    const api = await fetch(`${base}/api/newsletter/unsubscribe?token=forged`, { method: 'POST' });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { message: string }).message).toBe('This unsubscribe link is not valid.');
  });
});

describe('relocation requests over HTTP (issue 39 points 3, 5)', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({ name: 'Carla Vega', email: 'carla@example.cr', services: ['banking'], moveWhen: 'not-sure', message: 'Hello', website: '', ...overrides });

  it('keeps the request, mails the visitor and the operator, and lets the operator mark it', async () => {
    const answer = await post('/api/relocation-requests', request(), from());
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ answerWithin: '2 business days' });
    const [acknowledgement] = await mailTo('carla@example.cr');
    expect(acknowledgement!.header('Subject')).toBe('We received your relocation consultation request');
    const [notification] = await mailTo('ops@costaricagateway.com');
    expect(notification!.header('Subject')).toBe('Relocation consultation request from Carla Vega');
    expect(notification!.header('Reply-To')).toBe('carla@example.cr');
    const list = (await (await admin('/api/admin/inbox/requests?status=new')).json()) as { requests: { id: string; email: string; status: string }[] };
    const mine = list.requests.find((one) => one.email === 'carla@example.cr')!;
    const marked = await admin(`/api/admin/inbox/requests/${mine.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'answered' }) });
    expect(((await marked.json()) as { request: { status: string } }).request.status).toBe('answered');
    expect((await admin(`/api/admin/inbox/requests/${mine.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'done' }) })).status).toBe(400);
    expect((await admin('/api/admin/inbox/requests/nope', { method: 'PATCH', body: JSON.stringify({ status: 'archived' }) })).status).toBe(404);
    expect((await admin('/api/admin/inbox/requests?status=maybe')).status).toBe(400);
  });

  it('refuses each wrong field, and a line break in the name (header injection)', async () => {
    const answer = await post('/api/relocation-requests', request({ name: 'Eve\r\nBcc: all@example.cr', email: 'eve', services: ['yoga'], moveWhen: 'soon', message: 'm'.repeat(2001) }), from());
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['name', 'email', 'services', 'moveWhen', 'message']);
  });

  it('answers 429 with a true Retry-After past five forms in ten minutes from one address', async () => {
    const address = { 'X-Forwarded-For': '203.0.113.77' };
    for (let count = 0; count < 5; count++) expect((await post('/api/relocation-requests', request({ website: 'robot' }), address)).status).toBe(202);
    const refused = await post('/api/newsletter/subscriptions', subscription('dan@example.cr'), address);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(590);
    expect(seconds).toBeLessThanOrEqual(600);
  });

  it('is the operator\'s only: every Inbox call asks for the session', async () => {
    for (const path of ['/api/admin/inbox/requests', '/api/admin/inbox/subscribers', '/api/admin/inbox/subscribers.csv', '/api/admin/outbox']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(401);
    }
    expect((await fetch(`${base}/api/admin/people/ana@example.cr`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('the forms posted by a browser without JavaScript (docs/decisions/137)', () => {
  const postForm = (path: string, fields: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers }, body: fields });

  it('subscribes from the form post, 303 to the page that says to check the inbox, and mails the confirmation link', async () => {
    const answer = await postForm('/api/newsletter/subscriptions', 'email=Nina%40Example.cr&consent=on&website=&page=%2F', from());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/newsletter/subscribed');
    const [confirmation] = await mailTo('nina@example.cr');
    expect(confirmation!.header('Subject')).toBe('Confirm your Costa Rica Gateway newsletter subscription');
    const landing = await fetch(`${base}/newsletter/subscribed`);
    expect(landing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await landing.text()).toContain('Check your inbox: we sent you a link to confirm your subscription.');
  });

  it('answers a refused form with the form again: the input kept, each message by its field, the first field focused', async () => {
    const answer = await postForm('/api/newsletter/subscriptions', 'email=%3Cb%3Eana+at+example&website=&page=%2F', from());
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain('value="&#60;b&#62;ana at example" aria-invalid="true" aria-describedby="newsletter-email-error" autofocus>');
    expect(page).toContain('<p id="newsletter-email-error" class="error">Enter an email address like name@example.com.</p>');
    expect(page).toContain('<p id="newsletter-consent-error" class="error">Please agree to receive updates to subscribe.</p>');
    expect(page).not.toContain('<b>');
  });

  it('takes a consultation request from the form post (services ticked one by one), 303 to the page that says what happens next', async () => {
    const answer = await postForm('/api/relocation-requests', 'name=Olga+Ruiz&email=olga%40example.cr&services=residency&services=banking&moveWhen=3-6-months&message=Hola&website=', from());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/relocation-request/sent');
    const [acknowledgement] = await mailTo('olga@example.cr');
    expect(acknowledgement!.header('Subject')).toBe('We received your relocation consultation request');
    const list = (await (await admin('/api/admin/inbox/requests')).json()) as { requests: { email: string; services: string[] }[] };
    expect(list.requests.find((one) => one.email === 'olga@example.cr')?.services).toEqual(['residency', 'banking']);
    expect(await (await fetch(`${base}/relocation-request/sent`)).text()).toContain('within 2 business days');
  });

  it('answers a refused consultation request with the form, what was typed and ticked kept', async () => {
    const answer = await postForm('/api/relocation-requests', 'name=&email=olga%40example.cr&services=banking&moveWhen=&message=Tres+%26+%22dos%22&website=', from());
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('<p id="relocation-request-name-error" class="error">Enter your name.</p>');
    expect(page).toContain('<p id="relocation-request-moveWhen-error" class="error">Choose when you plan to move.</p>');
    expect(page).toContain('value="olga@example.cr"');
    expect(page).toContain('<input type="checkbox" name="services" value="banking" checked>');
    expect(page).toContain('>Tres &#38; &#34;dos&#34;</textarea>');
    expect(page).toMatch(/id="relocation-request-name"[^>]*aria-invalid="true"[^>]*autofocus>/);
  });

  it('counts in the same per-client limit, answering 429 with the form and a true Retry-After', async () => {
    const address = { 'X-Forwarded-For': '203.0.113.78' };
    for (let count = 0; count < 5; count++) expect((await postForm('/api/newsletter/subscriptions', 'email=robot%40example.cr&consent=on&website=robot', address)).status).toBe(303);
    const refused = await postForm('/api/relocation-requests', 'name=Pia&email=pia%40example.cr&services=banking&moveWhen=not-sure&message=&website=', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    const page = await refused.text();
    expect(page).toContain('Too many forms were sent from your connection. Please try again in 10 minutes.');
    expect(page).toContain('value="pia@example.cr"');
  });

  it('refuses a form post larger than any form of ours with a page (413), reading no more of it', async () => {
    const answer = await postForm('/api/relocation-requests', `name=Ana&message=${'%C3%A9'.repeat(11_000)}`, from());
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('The form was too large to be a form of ours.');
  });

  it('refuses a form posted from another site\'s page, keeping and sending nothing', async () => {
    const before = (await (await admin('/api/admin/inbox/subscribers')).json()) as { pending: number };
    const crossSite = await postForm('/api/newsletter/subscriptions', 'email=victim%40example.cr&consent=on', { ...from(), 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const oldBrowser = await fetch(`${base}/api/relocation-requests`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', ...from() }, body: 'name=X' });
    expect(oldBrowser.status).toBe(403);
    expect(((await (await admin('/api/admin/inbox/subscribers')).json()) as { pending: number }).pending).toBe(before.pending);
  });
});

describe('the outbox and a person\'s data (issue 39 points 4, 7)', () => {
  it('lists every mail with its state, gives one as .eml, and deletes a person\'s records', async () => {
    await post('/api/relocation-requests', { name: 'Fay', email: 'fay@example.cr', services: ['residency'], moveWhen: 'over-a-year', message: '' }, from());
    await mailTo('fay@example.cr');
    const outbox = (await (await admin('/api/admin/outbox')).json()) as { transport: string; messages: { id: string; to: string; state: string; kind: string }[] };
    expect(outbox.transport).toBe('smtp');
    const fays = outbox.messages.find((message) => message.to === 'fay@example.cr')!;
    expect(fays).toMatchObject({ state: 'sent', kind: 'request-acknowledgement' });
    const eml = await admin(`/api/admin/outbox/${encodeURIComponent(fays.id)}/eml`);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(await eml.text()).toContain(`Message-ID: <${fays.id}>`);
    expect((await admin('/api/admin/outbox/nope@x/eml')).status).toBe(404);
    const deleted = await admin('/api/admin/people/Fay@Example.cr', { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: { subscriptions: 0, requests: 1, messages: 2 } });
    expect((await admin('/api/admin/people/not-an-address', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('without SMTP_URL (issue 39 point 5)', () => {
  it('writes each mail as an .eml file to DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crg-inbox-files-'));
    const uiDir = mkdtempSync(join(tmpdir(), 'crg-inbox-files-ui-'));
    dirs.push(dataDir, uiDir);
    const files = await createApp(loadConfig({}, { adminPassword: PASSWORD, dataDir, uiDir, port: 0 }), { logger: ['error'], mailPollMs: 20 });
    await files.listen(0, '127.0.0.1');
    const filesBase = `http://127.0.0.1:${(files.getHttpServer().address() as AddressInfo).port}`;
    await fetch(`${filesBase}/api/newsletter/subscriptions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(subscription('gil@example.cr')) });
    let written: string[] = [];
    for (let waited = 0; waited < 5000 && written.length === 0; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      // The folder is made with the first mail.
      written = existsSync(join(dataDir, 'outbox')) ? readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')) : [];
    }
    await files.close();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^[0-9a-f-]{36}@costaricagateway\.com\.eml$/);
  });
});
