import { InMemoryInboxStore } from '../../../adapters/memory/in-memory-inbox-store.js';
import { InMemoryLinkSigner } from '../../../adapters/memory/in-memory-link-signer.js';
import { InMemoryMailTransport } from '../../../adapters/memory/in-memory-mail-transport.js';
import { SystemClock } from '../../../adapters/system/system-clock.js';
import { limitedClientOf } from '../../../domain/clicks/click-rate-limit.js';
import { InboxAdmin } from '../../../domain/inbox/inbox-admin.js';
import type { RelocationRequest } from '../../../domain/inbox/inbox-store.js';
import { InvalidFormError, VISITOR_FORM_RATE } from '../../../domain/inbox/visitor-form.js';
import { PerClientRateLimit } from '../../../domain/kernel/per-client-rate-limit.js';
import { MailSender } from '../../../domain/mail/mail-sender.js';
import type { NewMail } from '../../../domain/mail/outgoing-mail.js';
import { NewsletterDesk, type LinkOutcome } from '../../../domain/newsletter/newsletter-desk.js';
import type { SubscriberReport } from '../../../domain/newsletter/subscriber-report.js';
import { RelocationDesk } from '../../../domain/relocation/relocation-desk.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { SmtpCapture, type CapturedMail } from '../../../test-support/smtp-capture.js';
import { eventually } from '../eventually.js';
import type { ServerUnderTest } from '../server-under-test.js';

/** The site every mail links to (MAIN_DOMAIN's default). */
const SITE = 'https://costaricagateway.com';
export const OPERATOR_ADDRESS = 'operator@costaricagateway.com';

/** What a form was answered: its status, body and Retry-After. */
export interface FormAnswer {
  readonly status: number;
  readonly body: { message?: string; answerWithin?: string; errors?: { field: string; message: string }[] };
  readonly retryAfter?: string;
}

/** A mail as its recipient reads it. */
export interface ReceivedMail {
  readonly subject: string;
  readonly replyTo: string | undefined;
  readonly listUnsubscribePost: string | undefined;
  /** The List-Unsubscribe address's path and query on the site. */
  readonly oneClickUnsubscribe: string | undefined;
  /** Every link of the text on the site, as path and query. */
  readonly links: readonly string[];
}

/**
 * Issue 39 as a scenario drives it: the visitor forms, the mails they cause as their recipients read them, the links
 * in them, and the operator's Inbox. @domain: the desks over memory, the mail sender's rounds run at once, the form
 * limit as the server applies it; @api: the real server with SMTP_URL on a local smtp-server.
 */
export interface InboxDesk {
  subscribe(form: Record<string, unknown>, client: string): Promise<FormAnswer>;
  request(form: Record<string, unknown>, client: string): Promise<FormAnswer>;
  /** The mails delivered to `address` so far, once at least `count` have been. */
  mailsTo(address: string, count: number): Promise<ReceivedMail[]>;
  /** All mails delivered so far, to anyone (after the sender's round). */
  deliveredCount(): Promise<number>;
  /** Opens a mail's link and presses its page's button. */
  follow(link: string): Promise<LinkOutcome>;
  /** RFC 8058: the mail client's POST of List-Unsubscribe=One-Click to the mail's List-Unsubscribe address. */
  oneClick(mail: ReceivedMail): Promise<number>;
  subscribers(): Promise<SubscriberReport>;
  subscribersCsv(): Promise<string>;
  requests(): Promise<RelocationRequest[]>;
  close(): Promise<void>;
}

const sitePath = (url: string) => url.replace(SITE, '');
const linksIn = (text: string) => [...text.matchAll(/https:\/\/costaricagateway\.com(\/\S+)/g)].map((match) => match[1]!);
const tokenOf = (link: string) => new URL(link, SITE).searchParams.get('token') ?? '';

function received(mail: NewMail): ReceivedMail {
  return {
    subject: mail.subject,
    replyTo: mail.replyTo,
    listUnsubscribePost: mail.unsubscribeUrl === undefined ? undefined : 'List-Unsubscribe=One-Click',
    oneClickUnsubscribe: mail.unsubscribeUrl === undefined ? undefined : sitePath(mail.unsubscribeUrl),
    links: linksIn(mail.text),
  };
}

export function domainInboxDesk(): InboxDesk {
  const store = new InMemoryInboxStore();
  const clock = new SystemClock();
  const transport = new InMemoryMailTransport();
  let ids = 0;
  const settings = { from: 'Costa Rica Gateway <hello@costaricagateway.com>', operator: OPERATOR_ADDRESS, siteUrl: SITE, newMessageId: () => `m${++ids}@costaricagateway.com` };
  const newsletter = new NewsletterDesk(store, new InMemoryLinkSigner(), settings, clock);
  const relocation = new RelocationDesk(store, settings, clock, () => `r${++ids}`);
  const admin = new InboxAdmin(store, transport, clock);
  const sender = new MailSender(store, transport, clock, 'the-only-server');
  // As server/inbox/visitor-form-limit.ts applies it.
  const limit = new PerClientRateLimit(clock, VISITOR_FORM_RATE);
  const answer = async (client: string, submit: () => Promise<FormAnswer['body']>): Promise<FormAnswer> => {
    const decision = limit.take(limitedClientOf(client));
    if (!decision.allowed) return { status: 429, body: {}, retryAfter: String(Math.ceil(decision.retryAfterMs / 1000)) };
    try {
      return { status: 202, body: await submit() };
    } catch (error) {
      if (error instanceof InvalidFormError) return { status: 400, body: { message: error.message, errors: [...error.problems] } };
      throw error;
    }
  };
  return {
    subscribe: (form, client) => answer(client, () => newsletter.subscribe(form)),
    request: (form, client) => answer(client, () => relocation.submit(form)),
    async mailsTo(address, count) {
      await sender.sendDue();
      const mails = transport.sent.filter((mail) => mail.to === address).map(received);
      if (mails.length < count) throw new Error(`${address} received ${mails.length} mail(s), not ${count}`);
      return mails;
    },
    async deliveredCount() {
      await sender.sendDue();
      return transport.sent.length;
    },
    follow: (link) => (link.startsWith('/newsletter/confirm') ? newsletter.confirm(tokenOf(link)) : newsletter.unsubscribe(tokenOf(link))),
    async oneClick(mail) {
      return (await newsletter.unsubscribe(tokenOf(mail.oneClickUnsubscribe!))) === 'unsubscribed' ? 200 : 400;
    },
    subscribers: () => admin.subscribers(),
    subscribersCsv: () => admin.subscribersCsv(),
    requests: () => relocation.list(),
    close: async () => undefined,
  };
}

function readCaptured(mail: CapturedMail): ReceivedMail {
  // The body is quoted-printable: soft line breaks joined, =XX decoded.
  const text = mail.raw.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const unsubscribe = mail.header('List-Unsubscribe')?.replace(/^<|>$/g, '');
  return {
    subject: mail.header('Subject') ?? '',
    replyTo: mail.header('Reply-To'),
    listUnsubscribePost: mail.header('List-Unsubscribe-Post'),
    oneClickUnsubscribe: unsubscribe === undefined ? undefined : sitePath(unsubscribe),
    links: linksIn(text),
  };
}

/** The real server, restarted with SMTP_URL on a local smtp-server and OPERATOR_EMAIL, on its own DATA_DIR. */
export async function apiInboxDesk(server: ServerUnderTest): Promise<InboxDesk> {
  const capture = new SmtpCapture();
  const port = await capture.start();
  await server.reconfigure({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: undefined, operator: OPERATOR_ADDRESS, linkSecret: undefined, requestRetentionMonths: 12 } });
  let token: string | undefined;
  const admin = async <T>(path: string, read: (response: Response) => Promise<T>): Promise<T> => {
    token ??= ((await (await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) })).json()) as { token: string }).token;
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return read(response);
  };
  const send = async (path: string, form: Record<string, unknown>, client: string): Promise<FormAnswer> => {
    const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client }, body: JSON.stringify(form) });
    return { status: response.status, body: (await response.json()) as FormAnswer['body'], retryAfter: response.headers.get('retry-after') ?? undefined };
  };
  return {
    subscribe: (form, client) => send('/api/newsletter/subscriptions', form, client),
    request: (form, client) => send('/api/relocation-requests', form, client),
    // The server's sender looks every 2 s: a mail may take that long.
    mailsTo: (address, count) =>
      eventually(() => {
        const mails = capture.mails.filter((mail) => mail.to.includes(address)).map(readCaptured);
        if (mails.length < count) throw new Error(`${address} received ${mails.length} mail(s), not ${count}`);
        return mails;
      }),
    async deliveredCount() {
      // Long enough for the sender's next round (every 2 s) to have sent anything queued.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      return capture.mails.length;
    },
    async follow(link) {
      const page = await fetch(`${server.baseUrl}${link}`);
      const html = await page.text();
      const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
      if (page.status !== 200 || action === undefined) throw new Error(`${link} answered ${page.status} without its button`);
      const pressed = await fetch(`${server.baseUrl}${action}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: tokenOf(link) }) });
      const title = /<h1>([^<]*)<\/h1>/.exec(await pressed.text())?.[1];
      return title === 'Subscription confirmed' ? 'confirmed' : title === 'You are unsubscribed' ? 'unsubscribed' : 'invalid';
    },
    async oneClick(mail) {
      const response = await fetch(`${server.baseUrl}${mail.oneClickUnsubscribe!}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      return response.status;
    },
    subscribers: () => admin('/api/admin/inbox/subscribers', (response) => response.json() as Promise<SubscriberReport>),
    subscribersCsv: () => admin('/api/admin/inbox/subscribers.csv', (response) => response.text()),
    requests: () => admin('/api/admin/inbox/requests', async (response) => ((await response.json()) as { requests: RelocationRequest[] }).requests),
    close: () => capture.stop(),
  };
}
