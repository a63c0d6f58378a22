import { describe, expect, it } from 'vitest';
import { InMemoryInboxStore } from '../../adapters/memory/in-memory-inbox-store.js';
import { InMemoryLinkSigner } from '../../adapters/memory/in-memory-link-signer.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { InvalidFormError } from '../inbox/visitor-form.js';
import type { MailSettings } from '../mail/mail-settings.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';
import { NewsletterDesk, SUBSCRIPTION_ANSWER } from './newsletter-desk.js';

const DAY = 86_400_000;
const form = (overrides: Record<string, unknown> = {}) => ({ email: 'Ana@Example.cr', page: '/relocation', consentVersion: NEWSLETTER_CONSENT.version, website: '', ...overrides });

function aDesk() {
  const store = new InMemoryInboxStore();
  const clock = new ManualClock(new Date('2026-12-01T14:00:00.000Z'));
  let ids = 0;
  const settings: MailSettings = { from: 'Costa Rica Gateway <hello@costaricagateway.com>', operator: 'ops@costaricagateway.com', siteUrl: 'https://costaricagateway.com', newMessageId: () => `m${++ids}@costaricagateway.com` };
  const desk = new NewsletterDesk(store, new InMemoryLinkSigner(), settings, clock);
  const mails = async () => (await store.mails(100)).reverse();
  /** The token of the last mail's link to `path`. */
  const tokenIn = async (path: string) => {
    const text = (await mails()).at(-1)!.text;
    const match = new RegExp(`https://costaricagateway\\.com${path}\\?token=(\\S+)`).exec(text);
    return decodeURIComponent(match![1]!);
  };
  return { store, clock, desk, mails, tokenIn };
}

describe('newsletter subscriptions (issue 39 points 1, 2; docs/decisions/121)', () => {
  it('keeps a new address pending with its record of consent, and queues the confirmation mail with its links', async () => {
    const { store, desk, mails } = aDesk();
    expect(await desk.subscribe(form())).toEqual(SUBSCRIPTION_ANSWER);
    expect(SUBSCRIPTION_ANSWER.message).toBe('Check your inbox: we sent you a link to confirm your subscription.');
    expect(await store.subscription('ana@example.cr')).toEqual({
      email: 'ana@example.cr',
      state: 'pending',
      consentVersion: NEWSLETTER_CONSENT.version,
      consentText: NEWSLETTER_CONSENT.text,
      page: '/relocation',
      requestedAt: '2026-12-01T14:00:00.000Z',
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      id: 'm1@costaricagateway.com',
      kind: 'newsletter-confirmation',
      from: 'Costa Rica Gateway <hello@costaricagateway.com>',
      to: 'ana@example.cr',
      person: 'ana@example.cr',
      subject: 'Confirm your Costa Rica Gateway newsletter subscription',
      createdAt: '2026-12-01T14:00:00.000Z',
      unsubscribeUrl: `https://costaricagateway.com/api/newsletter/unsubscribe?token=${encodeURIComponent(new InMemoryLinkSigner().sign(JSON.stringify({ purpose: 'unsubscribe', email: 'ana@example.cr' })))}`,
    });
    expect(mail!.text).toContain(`https://costaricagateway.com/newsletter/confirm?token=${encodeURIComponent(new InMemoryLinkSigner().sign(JSON.stringify({ purpose: 'confirm', email: 'ana@example.cr', requestedAt: '2026-12-01T14:00:00.000Z' })))}`);
    expect(mail!.text).toContain('within 7 days');
    expect(mail!.text).toContain(`To unsubscribe, open https://costaricagateway.com/newsletter/unsubscribe?token=`);
  });

  it('gives the same answer whatever the address: new, pending, confirmed or unsubscribed', async () => {
    const { desk, mails, tokenIn, store } = aDesk();
    await desk.subscribe(form());
    expect(await desk.subscribe(form())).toEqual(SUBSCRIPTION_ANSWER);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['newsletter-confirmation', 'newsletter-confirmation']);
    expect(await desk.confirm(await tokenIn('/newsletter/confirm'))).toBe('confirmed');
    expect(await desk.subscribe(form())).toEqual(SUBSCRIPTION_ANSWER);
    // A confirmed address gets no mail: nobody learns it was subscribed, and its owner is not bothered.
    expect((await mails()).map((mail) => mail.kind)).toEqual(['newsletter-confirmation', 'newsletter-confirmation', 'newsletter-welcome']);
    expect((await store.subscription('ana@example.cr'))?.state).toBe('confirmed');
    expect(await desk.unsubscribe(await tokenIn('/newsletter/unsubscribe'))).toBe('unsubscribed');
    expect(await desk.subscribe(form())).toEqual(SUBSCRIPTION_ANSWER);
    expect((await store.subscription('ana@example.cr'))?.state).toBe('pending');
  });

  it('keeps nothing for a filled honeypot, with the same answer', async () => {
    const { desk, store } = aDesk();
    expect(await desk.subscribe(form({ website: 'http://spam.example' }))).toEqual(SUBSCRIPTION_ANSWER);
    expect(await store.subscription('ana@example.cr')).toBeUndefined();
    expect(await store.mails(10)).toEqual([]);
  });

  it('refuses a wrong form by field and keeps nothing', async () => {
    const { desk, store } = aDesk();
    await expect(desk.subscribe(form({ email: 'ana' }))).rejects.toBeInstanceOf(InvalidFormError);
    expect(await store.mails(10)).toEqual([]);
  });

  it('confirms by the link of the latest request only, within 7 days, and a second press is no error', async () => {
    const { desk, tokenIn, clock, store, mails } = aDesk();
    await desk.subscribe(form());
    const first = await tokenIn('/newsletter/confirm');
    clock.advance(60_000);
    await desk.subscribe(form({ page: '/' }));
    const latest = await tokenIn('/newsletter/confirm');
    expect(await desk.confirm(first)).toBe('invalid');
    clock.advance(7 * DAY - 60_001);
    expect(await desk.confirm(latest)).toBe('confirmed');
    expect(await store.subscription('ana@example.cr')).toMatchObject({ state: 'confirmed', confirmedAt: clock.now().toISOString(), page: '/' });
    expect(await desk.confirm(latest)).toBe('confirmed');
    expect((await mails()).filter((mail) => mail.kind === 'newsletter-welcome')).toHaveLength(1);
    expect((await mails()).at(-1)).toMatchObject({ kind: 'newsletter-welcome', subject: 'Welcome to the Costa Rica Gateway newsletter', to: 'ana@example.cr' });
  });

  it('refuses a link 7 days old, a forged one and an unsubscribe link used to confirm', async () => {
    const { desk, tokenIn, clock, store } = aDesk();
    await desk.subscribe(form());
    const token = await tokenIn('/newsletter/confirm');
    expect(await desk.confirm('forged')).toBe('invalid');
    expect(await desk.confirm(await tokenIn('/newsletter/unsubscribe'))).toBe('invalid');
    expect(await desk.unsubscribe(token)).toBe('invalid');
    expect(await desk.unsubscribe('forged')).toBe('invalid');
    clock.advance(7 * DAY);
    expect(await desk.confirm(token)).toBe('invalid');
    expect((await store.subscription('ana@example.cr'))?.state).toBe('pending');
  });

  it('does not count a confirmation of another request of the same address as this one', async () => {
    const { desk, tokenIn, clock } = aDesk();
    await desk.subscribe(form());
    const first = await tokenIn('/newsletter/confirm');
    clock.advance(1000);
    await desk.subscribe(form());
    expect(await desk.confirm(await tokenIn('/newsletter/confirm'))).toBe('confirmed');
    expect(await desk.confirm(first)).toBe('invalid');
  });

  it('unsubscribes in one click to a suppression entry only, again and again', async () => {
    const { desk, tokenIn, store } = aDesk();
    await desk.subscribe(form());
    await desk.confirm(await tokenIn('/newsletter/confirm'));
    const token = await tokenIn('/newsletter/unsubscribe');
    expect(await desk.unsubscribe(token)).toBe('unsubscribed');
    expect(await desk.unsubscribe(token)).toBe('unsubscribed');
    expect(await store.subscription('ana@example.cr')).toBeUndefined();
    expect(await store.suppressionTimes()).toEqual(['2026-12-01T14:00:00.000Z']);
  });

  it('refuses the confirmation link of a subscription no longer kept', async () => {
    const { desk, tokenIn } = aDesk();
    await desk.subscribe(form());
    const confirm = await tokenIn('/newsletter/confirm');
    await desk.unsubscribe(await tokenIn('/newsletter/unsubscribe'));
    expect(await desk.confirm(confirm)).toBe('invalid');
  });

  it('writes the confirmation and welcome mails in full, each ending with its unsubscribe link', async () => {
    const { desk, mails, tokenIn } = aDesk();
    await desk.subscribe(form());
    const unsubscribe = `https://costaricagateway.com/newsletter/unsubscribe?token=${encodeURIComponent(new InMemoryLinkSigner().sign(JSON.stringify({ purpose: 'unsubscribe', email: 'ana@example.cr' })))}`;
    const confirm = `https://costaricagateway.com/newsletter/confirm?token=${encodeURIComponent(new InMemoryLinkSigner().sign(JSON.stringify({ purpose: 'confirm', email: 'ana@example.cr', requestedAt: '2026-12-01T14:00:00.000Z' })))}`;
    expect((await mails())[0]!.text).toBe(
      [
        'Hello,',
        '',
        'Someone, hopefully you, asked to receive the Costa Rica Gateway newsletter at this address.',
        'To confirm, open this link within 7 days and press the button:',
        confirm,
        '',
        'If you did not ask for it, ignore this mail: without a confirmation your address is deleted after 7 days.',
        '',
        `To unsubscribe, open ${unsubscribe}`,
        '',
      ].join('\n'),
    );
    await desk.confirm(await tokenIn('/newsletter/confirm'));
    expect((await mails())[1]!.text).toBe(
      ['Hello,', '', 'Your subscription is confirmed: you will receive the Costa Rica Gateway newsletter at this address, at most twice a month.', '', `To unsubscribe, open ${unsubscribe}`, ''].join('\n'),
    );
  });

  it('deletes subscriptions left unconfirmed for 7 days', async () => {
    const { desk, clock, store } = aDesk();
    await desk.subscribe(form());
    clock.advance(7 * DAY - 1);
    expect(await desk.deleteUnconfirmed()).toBe(0);
    clock.advance(2);
    expect(await desk.deleteUnconfirmed()).toBe(1);
    expect(await store.subscription('ana@example.cr')).toBeUndefined();
  });
});
