import { describe, expect, it } from 'vitest';
import type { InboxStore } from '../../domain/inbox/inbox-store.js';
import { aMail, aRelocationRequest, aSubscription } from '../../test-support/inbox.js';

const T0 = Date.parse('2026-12-01T14:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
const iso = (minutes: number) => at(minutes).toISOString();
const LEASE = 5 * MINUTE;

/**
 * Every InboxStore (issue 39, docs/decisions/121-123): subscriptions with their consent, confirmed and unsubscribed to
 * a suppression entry; requests with their status; each write's mails queued with it; a mail claimed by one server at
 * a time under a lease that runs out when that server stops; a person's data deleted whole. `fresh` gives an empty
 * store, `secondOf` a second instance over the same data, as a second server has.
 */
export function inboxStoreContract(
  name: string,
  fresh: () => Promise<InboxStore> | InboxStore,
  secondOf: (first: InboxStore) => Promise<InboxStore> | InboxStore,
): void {
  describe(`${name} honours the InboxStore contract`, () => {
    it('keeps a pending subscription with its consent and queues its mail with it', async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      expect(await store.subscription('ana@example.cr')).toEqual(aSubscription());
      expect(await store.subscription('bea@example.cr')).toBeUndefined();
      expect(await store.mails(10)).toEqual([{ ...aMail(), state: 'queued', attempts: 0, nextAttemptAt: aMail().createdAt }]);
      expect(await store.mail(aMail().id)).toEqual({ ...aMail(), state: 'queued', attempts: 0, nextAttemptAt: aMail().createdAt });
      expect(await store.mail('other@x')).toBeUndefined();
    });

    it('keeps a mail without an unsubscribe address or with a reply-to as it was given', async () => {
      const store = await fresh();
      const { unsubscribeUrl: _none, ...plain } = aMail({ kind: 'request-notification', replyTo: 'ana@example.cr' });
      await store.addRequest(aRelocationRequest(), [plain]);
      expect(await store.mail(plain.id)).toEqual({ ...plain, state: 'queued', attempts: 0, nextAttemptAt: plain.createdAt });
    });

    it('replaces a pending subscription of the same address, and queues one mail per id however often it is given', async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      await store.savePending(aSubscription({ requestedAt: iso(5), page: '/tours' }), aMail({ id: 'mail-2@x' }));
      await store.savePending(aSubscription({ requestedAt: iso(6), page: '/tours' }), aMail({ id: 'mail-2@x' }));
      expect(await store.subscription('ana@example.cr')).toEqual(aSubscription({ requestedAt: iso(6), page: '/tours' }));
      expect((await store.mails(10)).map((mail) => mail.id)).toEqual(['mail-2@x', 'mail-1@costaricagateway.com']);
    });

    it('confirms only the pending subscription of the time its link names, lifting its suppression, with its welcome mail', async () => {
      const store = await fresh();
      await store.unsubscribe('ana@example.cr', 'hash-of-ana', iso(-10));
      await store.savePending(aSubscription(), aMail());
      expect(await store.confirm('ana@example.cr', iso(1), iso(2), 'hash-of-ana', aMail({ id: 'welcome@x' }))).toBe(false);
      expect(await store.confirm('bea@example.cr', iso(0), iso(2), 'hash-of-bea', aMail({ id: 'welcome@x' }))).toBe(false);
      expect(await store.mail('welcome@x')).toBeUndefined();
      expect(await store.confirm('ana@example.cr', iso(0), iso(2), 'hash-of-ana', aMail({ id: 'welcome@x', kind: 'newsletter-welcome' }))).toBe(true);
      expect(await store.subscription('ana@example.cr')).toEqual(aSubscription({ state: 'confirmed', confirmedAt: iso(2) }));
      expect(await store.suppressionTimes()).toEqual([]);
      expect((await store.mail('welcome@x'))?.kind).toBe('newsletter-welcome');
      // A second use of the link changes nothing.
      expect(await store.confirm('ana@example.cr', iso(0), iso(3), 'hash-of-ana', aMail({ id: 'welcome-2@x' }))).toBe(false);
      expect(await store.subscriptions('confirmed')).toEqual([aSubscription({ state: 'confirmed', confirmedAt: iso(2) })]);
      expect(await store.subscriptions('pending')).toEqual([]);
    });

    it('unsubscribes to a suppression entry only, dropping the newsletter mails not yet sent', async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      await store.addRequest(aRelocationRequest(), [aMail({ id: 'ack@x', kind: 'request-acknowledgement' })]);
      expect(await store.unsubscribe('ana@example.cr', 'hash-of-ana', iso(3))).toBe(true);
      expect(await store.subscription('ana@example.cr')).toBeUndefined();
      expect(await store.suppressionTimes()).toEqual([iso(3)]);
      expect((await store.mails(10)).map((mail) => mail.id)).toEqual(['ack@x']);
      expect(await store.unsubscribe('ana@example.cr', 'hash-of-ana', iso(4))).toBe(false);
      expect(await store.suppressionTimes()).toEqual([iso(3)]);
    });

    it('lists subscriptions by state and address', async () => {
      const store = await fresh();
      await store.savePending(aSubscription({ email: 'zoe@example.cr' }), aMail({ id: 'z@x' }));
      await store.savePending(aSubscription({ email: 'bea@example.cr' }), aMail({ id: 'b@x' }));
      await store.savePending(aSubscription({ email: 'ana@example.cr' }), aMail({ id: 'a@x' }));
      await store.confirm('zoe@example.cr', iso(0), iso(1), 'z', aMail({ id: 'zw@x' }));
      expect((await store.subscriptions('pending')).map((subscription) => subscription.email)).toEqual(['ana@example.cr', 'bea@example.cr']);
      expect((await store.subscriptions('confirmed')).map((subscription) => subscription.email)).toEqual(['zoe@example.cr']);
    });

    it('deletes the pending subscriptions sent before a time, with their unsent mails, and keeps confirmed ones', async () => {
      const store = await fresh();
      await store.savePending(aSubscription({ email: 'old@example.cr', requestedAt: iso(-20) }), aMail({ id: 'old@x', person: 'old@example.cr' }));
      await store.savePending(aSubscription({ email: 'new@example.cr', requestedAt: iso(0) }), aMail({ id: 'new@x', person: 'new@example.cr' }));
      await store.savePending(aSubscription({ email: 'kept@example.cr', requestedAt: iso(-30) }), aMail({ id: 'kept@x', person: 'kept@example.cr' }));
      await store.confirm('kept@example.cr', iso(-30), iso(-29), 'k', aMail({ id: 'kw@x', person: 'kept@example.cr' }));
      expect(await store.deletePendingBefore(iso(0))).toBe(1);
      expect(await store.subscription('old@example.cr')).toBeUndefined();
      expect(await store.subscription('new@example.cr')).toBeDefined();
      expect(await store.subscription('kept@example.cr')).toBeDefined();
      expect((await store.mails(10)).map((mail) => mail.id).sort()).toEqual(['kept@x', 'kw@x', 'new@x']);
    });

    it('keeps requests newest first, by status, and changes a status', async () => {
      const store = await fresh();
      await store.addRequest(aRelocationRequest({ id: 'r1', receivedAt: iso(0) }), [aMail({ id: 'a1@x' }), aMail({ id: 'n1@x' })]);
      await store.addRequest(aRelocationRequest({ id: 'r2', receivedAt: iso(5), services: ['spanish-schools'], moveWhen: 'not-sure' }), []);
      expect((await store.requests()).map((request) => request.id)).toEqual(['r2', 'r1']);
      expect(await store.requests('new')).toEqual([
        aRelocationRequest({ id: 'r2', receivedAt: iso(5), services: ['spanish-schools'], moveWhen: 'not-sure' }),
        aRelocationRequest({ id: 'r1', receivedAt: iso(0) }),
      ]);
      expect(await store.setRequestStatus('r1', 'answered')).toEqual(aRelocationRequest({ id: 'r1', receivedAt: iso(0), status: 'answered' }));
      expect(await store.setRequestStatus('nope', 'answered')).toBeUndefined();
      expect((await store.requests('answered')).map((request) => request.id)).toEqual(['r1']);
      expect(await store.requests('archived')).toEqual([]);
      expect((await store.mails(10)).map((mail) => mail.id)).toEqual(['n1@x', 'a1@x']);
      expect((await store.mails(1)).map((mail) => mail.id)).toEqual(['n1@x']);
    });

    it('deletes the requests received before a time, with the mails about their people', async () => {
      const store = await fresh();
      await store.addRequest(aRelocationRequest({ id: 'old', email: 'old@example.cr', receivedAt: iso(-100) }), [aMail({ id: 'o@x', person: 'old@example.cr' })]);
      await store.addRequest(aRelocationRequest({ id: 'new', email: 'new@example.cr', receivedAt: iso(0) }), [aMail({ id: 'n@x', person: 'new@example.cr' })]);
      expect(await store.deleteRequestsBefore(iso(0))).toBe(1);
      expect((await store.requests()).map((request) => request.id)).toEqual(['new']);
      expect((await store.mails(10)).map((mail) => mail.id)).toEqual(['n@x']);
    });

    it('claims the mail due first for one server at a time, one attempt more, and marks it sent', async () => {
      const store = await fresh();
      await store.addRequest(aRelocationRequest(), [aMail({ id: 'later@x', createdAt: iso(2) }), aMail({ id: 'first@x', createdAt: iso(1) })]);
      expect(await store.claimMail(at(0), 'server-a', LEASE)).toBeUndefined();
      const first = await store.claimMail(at(2), 'server-a', LEASE);
      expect(first).toEqual({ ...aMail({ id: 'first@x', createdAt: iso(1) }), state: 'sending', attempts: 1, nextAttemptAt: iso(1) });
      expect((await store.claimMail(at(2), 'server-b', LEASE))?.id).toBe('later@x');
      expect(await store.claimMail(at(2), 'server-b', LEASE)).toBeUndefined();
      expect(await store.mailSent('first@x', 'server-b', at(3))).toBe(false);
      expect(await store.mailSent('first@x', 'server-a', at(3))).toBe(true);
      expect(await store.mail('first@x')).toEqual({ ...aMail({ id: 'first@x', createdAt: iso(1) }), state: 'sent', attempts: 1, nextAttemptAt: iso(1), sentAt: iso(3) });
      expect(await store.mailSent('first@x', 'server-a', at(4))).toBe(false);
      expect(await store.claimMail(at(100), 'server-a', LEASE).then((mail) => mail?.id)).toBe('later@x');
    });

    it('takes a mail up again once the lease of a server that stopped mid-send runs out', async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      await store.claimMail(at(0), 'killed', LEASE);
      expect(await store.claimMail(at(4), 'restarted', LEASE)).toBeUndefined();
      const again = await store.claimMail(at(5), 'restarted', LEASE);
      expect(again).toMatchObject({ id: aMail().id, state: 'sending', attempts: 2 });
      expect(await store.mailSent(aMail().id, 'killed', at(6))).toBe(false);
      expect(await store.mailNotSent(aMail().id, 'killed', 'late', at(20))).toBe(false);
      expect(await store.mailSent(aMail().id, 'restarted', at(6))).toBe(true);
    });

    it('keeps a mail not sent for its retry with the error, or as failed', async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      await store.claimMail(at(0), 'a', LEASE);
      expect(await store.mailNotSent(aMail().id, 'a', 'connect ECONNREFUSED', at(1))).toBe(true);
      expect(await store.mail(aMail().id)).toEqual({ ...aMail(), state: 'retrying', attempts: 1, nextAttemptAt: iso(1), lastError: 'connect ECONNREFUSED' });
      expect(await store.claimMail(at(0.5), 'a', LEASE)).toBeUndefined();
      await store.claimMail(at(1), 'a', LEASE);
      expect(await store.mailNotSent(aMail().id, 'a', '550 no such user', undefined)).toBe(true);
      expect(await store.mail(aMail().id)).toEqual({ ...aMail(), state: 'failed', attempts: 2, nextAttemptAt: iso(1), lastError: '550 no such user' });
      expect(await store.claimMail(at(1000), 'a', LEASE)).toBeUndefined();
      await store.savePending(aSubscription({ requestedAt: iso(2) }), aMail({ id: 'again@x', createdAt: iso(2) }));
      await store.claimMail(at(2), 'a', LEASE);
      await store.mailSent('again@x', 'a', at(3));
      expect(await store.mail('again@x')).not.toHaveProperty('lastError');
    });

    it('gives each mail to exactly one of two servers claiming at once', async () => {
      const first = await fresh();
      const second = await secondOf(first);
      const mails = Array.from({ length: 12 }, (_, index) => aMail({ id: `m${index}@x`, createdAt: iso(index / 100) }));
      await first.addRequest(aRelocationRequest(), mails);
      const claimed: string[] = [];
      const drain = async (store: InboxStore, claimant: string) => {
        for (let mail = await store.claimMail(at(1), claimant, LEASE); mail !== undefined; mail = await store.claimMail(at(1), claimant, LEASE)) claimed.push(mail.id);
      };
      await Promise.all([drain(first, 'a'), drain(second, 'b'), drain(first, 'c'), drain(second, 'd')]);
      expect(claimed.sort()).toEqual(mails.map((mail) => mail.id).sort());
    });

    it("deletes every record of a person, keeping their suppression entry and other people's data", async () => {
      const store = await fresh();
      await store.savePending(aSubscription(), aMail());
      await store.addRequest(aRelocationRequest(), [aMail({ id: 'ack@x', kind: 'request-acknowledgement' }), aMail({ id: 'note@x', kind: 'request-notification', to: 'operator@x' })]);
      await store.addRequest(aRelocationRequest({ id: 'r2', receivedAt: iso(1) }), []);
      await store.addRequest(aRelocationRequest({ id: 'bea', email: 'bea@example.cr' }), [aMail({ id: 'bea@x', person: 'bea@example.cr' })]);
      await store.unsubscribe('zoe@example.cr', 'hash-of-zoe', iso(0));
      expect(await store.deletePerson('ana@example.cr')).toEqual({ subscriptions: 1, requests: 2, messages: 3 });
      expect(await store.subscription('ana@example.cr')).toBeUndefined();
      expect((await store.requests()).map((request) => request.id)).toEqual(['bea']);
      expect((await store.mails(10)).map((mail) => mail.id)).toEqual(['bea@x']);
      expect(await store.suppressionTimes()).toEqual([iso(0)]);
      expect(await store.deletePerson('ana@example.cr')).toEqual({ subscriptions: 0, requests: 0, messages: 0 });
    });
  });
}
