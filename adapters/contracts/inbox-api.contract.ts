import { describe, expect, it } from 'vitest';
import type { InboxApi } from '../../domain/inbox/inbox-api.js';
import { aRelocationRequest, anOutboxMessage } from '../../test-support/inbox.js';

export const INBOX_OPERATOR_TOKEN = 'operator-token';

/** What the contract's Inbox holds: Ana's new request and her acknowledgement, Ben's answered one, one subscriber (Ana). */
export const INBOX_CONTENTS = {
  requests: [aRelocationRequest(), aRelocationRequest({ id: 'request-2', name: 'Ben Solís', email: 'ben@example.cr', status: 'answered' })],
  subscriberEmails: ['ana@example.cr'],
  subscribers: { confirmed: 1, pending: 2, weeks: [{ weekStart: '2026-11-23', confirmed: 1, unsubscribed: 0 }] },
  messages: [anOutboxMessage({ id: 'message-1' }), anOutboxMessage({ id: 'message-2', to: 'ben@example.cr', state: 'sent', attempts: 1, sentAt: '2026-11-27T15:31:00.000Z' })],
};

/** Every InboxApi over INBOX_CONTENTS (issue 39's contract, docs/decisions/126). */
export function inboxApiContract(name: string, make: () => InboxApi): void {
  describe(`${name} honours the InboxApi contract`, () => {
    const token = INBOX_OPERATOR_TOKEN;

    it('lists the requests of a status', async () => {
      const api = make();
      expect((await api.requests(token, 'new')).map((request) => request.id)).toEqual(['request-1']);
      expect((await api.requests(token, 'answered')).map((request) => request.id)).toEqual(['request-2']);
      expect(await api.requests(token, 'archived')).toEqual([]);
    });

    it("changes a request's status", async () => {
      const api = make();
      expect(await api.setRequestStatus(token, 'request-1', 'archived')).toEqual(aRelocationRequest({ status: 'archived' }));
      expect((await api.requests(token, 'archived')).map((request) => request.id)).toEqual(['request-1']);
      await expect(api.setRequestStatus(token, 'no-such-request', 'archived')).rejects.toMatchObject({ status: 404 });
    });

    it('counts the subscribers and gives their CSV', async () => {
      const api = make();
      expect(await api.subscribers(token)).toEqual(INBOX_CONTENTS.subscribers);
      const csv = await api.subscribersCsv(token);
      expect(csv.fileName).toMatch(/\.csv$/);
      expect(csv.text).toContain('ana@example.cr');
    });

    it('lists the outbox and gives a message as .eml', async () => {
      const api = make();
      const outbox = await api.outbox(token);
      expect(outbox.messages.map((message) => [message.id, message.state])).toEqual([
        ['message-1', 'queued'],
        ['message-2', 'sent'],
      ]);
      const eml = await api.messageEml(token, 'message-1');
      expect(eml.fileName).toBe('message-1.eml');
      expect(eml.text).toContain('To: ana@example.cr');
      await expect(api.messageEml(token, 'no-such-message')).rejects.toMatchObject({ status: 404 });
    });

    it("deletes a person's records, and only theirs", async () => {
      const api = make();
      expect(await api.deletePerson(token, 'ana@example.cr')).toEqual({ subscriptions: 1, requests: 1, messages: 1 });
      expect(await api.requests(token, 'new')).toEqual([]);
      expect((await api.outbox(token)).messages.map((message) => message.id)).toEqual(['message-2']);
      expect((await api.subscribers(token)).confirmed).toBe(0);
      expect(await api.deletePerson(token, 'ana@example.cr')).toEqual({ subscriptions: 0, requests: 0, messages: 0 });
    });

    it('refuses anyone else', async () => {
      const api = make();
      await expect(api.requests('not-a-session', 'new')).rejects.toMatchObject({ status: 401 });
      await expect(api.setRequestStatus('not-a-session', 'request-1', 'archived')).rejects.toMatchObject({ status: 401 });
      await expect(api.subscribers('not-a-session')).rejects.toMatchObject({ status: 401 });
      await expect(api.subscribersCsv('not-a-session')).rejects.toMatchObject({ status: 401 });
      await expect(api.outbox('not-a-session')).rejects.toMatchObject({ status: 401 });
      await expect(api.messageEml('not-a-session', 'message-1')).rejects.toMatchObject({ status: 401 });
      await expect(api.deletePerson('not-a-session', 'ana@example.cr')).rejects.toMatchObject({ status: 401 });
    });
  });
}
