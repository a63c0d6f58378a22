import { describe, expect, it } from 'vitest';
import { InMemoryInboxStore } from '../../adapters/memory/in-memory-inbox-store.js';
import { InMemoryMailTransport } from '../../adapters/memory/in-memory-mail-transport.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aMail, aRelocationRequest, aSubscription } from '../../test-support/inbox.js';
import { InboxAdmin, OUTBOX_LIMIT, UnknownMailError } from './inbox-admin.js';
import { InvalidFormError } from './visitor-form.js';

function anAdmin() {
  const store = new InMemoryInboxStore();
  const transport = new InMemoryMailTransport();
  return { store, transport, admin: new InboxAdmin(store, transport, new ManualClock(new Date('2026-12-03T12:00:00.000Z'))) };
}

describe("the operator's Inbox (issue 39 points 4, 7)", () => {
  it('counts subscribers and exports the confirmed ones', async () => {
    const { store, admin } = anAdmin();
    await store.savePending(aSubscription(), aMail());
    await store.savePending(aSubscription({ email: 'bea@example.cr' }), aMail({ id: 'b@x' }));
    await store.confirm('bea@example.cr', aSubscription().requestedAt, '2026-12-02T00:00:00.000Z', 'k', aMail({ id: 'w@x' }));
    const report = await admin.subscribers();
    expect([report.confirmed, report.pending, report.weeks.at(-1)]).toEqual([1, 1, { weekStart: '2026-11-30', confirmed: 1, unsubscribed: 0 }]);
    expect(await admin.subscribersCsv()).toBe('email,confirmedAt,page,consentVersion\r\nbea@example.cr,2026-12-02T00:00:00.000Z,/,2026-11-28\r\n');
  });

  it('lists the outbox with the transport, each mail with null for what it lacks, and gives a mail as .eml', async () => {
    const { store, admin, transport } = anAdmin();
    await store.addRequest(aRelocationRequest(), [aMail()]);
    expect(await admin.outbox()).toEqual({
      transport: 'files',
      messages: [
        { id: aMail().id, to: 'ana@example.cr', subject: aMail().subject, kind: 'newsletter-confirmation', state: 'queued', attempts: 0, createdAt: aMail().createdAt, nextAttemptAt: aMail().createdAt, sentAt: null, lastError: null },
      ],
    });
    await store.claimMail(new Date('2026-12-02T00:00:00.000Z'), 'a', 1000);
    await store.mailNotSent(aMail().id, 'a', 'down', new Date('2026-12-02T00:01:00.000Z'));
    await store.claimMail(new Date('2026-12-02T00:01:00.000Z'), 'a', 1000);
    await store.mailSent(aMail().id, 'a', new Date('2026-12-02T00:01:01.000Z'));
    expect((await admin.outbox()).messages[0]).toMatchObject({ state: 'sent', sentAt: '2026-12-02T00:01:01.000Z', attempts: 2, lastError: null });
    expect(await admin.eml(aMail().id)).toEqual(await transport.eml(aMail()));
    await expect(admin.eml('none@x')).rejects.toThrow('There is no mail none@x in the outbox');
    expect(new UnknownMailError('x').name).toBe('UnknownMailError');
    expect(OUTBOX_LIMIT).toBe(200);
  });

  it('shows at most the newest 200 mails', async () => {
    const { store, admin } = anAdmin();
    await store.addRequest(aRelocationRequest(), Array.from({ length: 201 }, (_, index) => aMail({ id: `m${index}@x` })));
    const { messages } = await admin.outbox();
    expect([messages.length, messages[0]!.id]).toEqual([200, 'm200@x']);
  });

  it("deletes a person's data by address, any case, refusing what is not an address", async () => {
    const { store, admin } = anAdmin();
    await store.addRequest(aRelocationRequest(), [aMail()]);
    expect(await admin.deletePerson(' ANA@example.cr ')).toEqual({ subscriptions: 0, requests: 1, messages: 1 });
    await expect(admin.deletePerson('ana')).rejects.toThrow(expect.objectContaining({ problems: [{ field: 'email', message: 'email must be an e-mail address such as ana@example.com' }] }));
    await expect(admin.deletePerson('ana')).rejects.toBeInstanceOf(InvalidFormError);
  });
});
