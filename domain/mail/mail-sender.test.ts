import { describe, expect, it } from 'vitest';
import { InMemoryInboxStore } from '../../adapters/memory/in-memory-inbox-store.js';
import { InMemoryMailTransport } from '../../adapters/memory/in-memory-mail-transport.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aMail, aRelocationRequest } from '../../test-support/inbox.js';
import { MAIL_LEASE_MS, MAIL_POLL_MS, MAIL_SENDER_TIMING, MailSender, MAX_ERROR_LENGTH } from './mail-sender.js';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, MAIL_RETRY_TIMING, MAX_MAIL_ATTEMPTS, retryDelayMs } from './mail-retry.js';

const T0 = new Date('2026-12-01T14:00:00.000Z');

async function aQueue(count = 1) {
  const store = new InMemoryInboxStore();
  const clock = new ManualClock(T0);
  const transport = new InMemoryMailTransport();
  await store.addRequest(aRelocationRequest(), Array.from({ length: count }, (_, index) => aMail({ id: `m${index}@x`, createdAt: T0.toISOString() })));
  return { store, clock, transport, sender: (name = 'server-a') => new MailSender(store, transport, clock, name) };
}

describe('the mail queue sender (issue 39 point 4; docs/decisions/123)', () => {
  it('sends every due mail once and marks it sent', async () => {
    const { store, transport, sender, clock } = await aQueue(2);
    expect(await sender().sendDue()).toEqual([
      { id: 'm0@x', outcome: 'sent' },
      { id: 'm1@x', outcome: 'sent' },
    ]);
    expect(transport.sent.map((mail) => mail.id)).toEqual(['m0@x', 'm1@x']);
    expect(await store.mail('m0@x')).toMatchObject({ state: 'sent', attempts: 1, sentAt: clock.now().toISOString() });
    expect(await sender().sendDue()).toEqual([]);
  });

  it('retries with exponential backoff while the transport fails, keeping the error, then sends', async () => {
    const { store, transport, sender, clock } = await aQueue();
    transport.down = 'connect ECONNREFUSED 127.0.0.1:2525';
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'retrying' }]);
    expect(await store.mail('m0@x')).toMatchObject({ state: 'retrying', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', nextAttemptAt: new Date(T0.getTime() + 30_000).toISOString() });
    clock.advance(29_999);
    expect(await sender().sendDue()).toEqual([]);
    clock.advance(1);
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'retrying' }]);
    expect((await store.mail('m0@x'))!.nextAttemptAt).toBe(new Date(T0.getTime() + 30_000 + 60_000).toISOString());
    transport.down = undefined;
    clock.advance(60_000);
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'sent' }]);
    expect(transport.sent).toHaveLength(1);
    expect(await store.mail('m0@x')).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('gives a mail up after the last attempt', async () => {
    const { store, transport, sender, clock } = await aQueue();
    transport.down = 'x'.repeat(MAX_ERROR_LENGTH + 10);
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'retrying' }]);
      clock.advance(LONGEST_RETRY_MS);
    }
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'failed' }]);
    const failed = await store.mail('m0@x');
    expect(failed).toMatchObject({ state: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(failed!.lastError).toBe(`${'x'.repeat(MAX_ERROR_LENGTH - 1)}…`);
    const { store: other, sender: otherSender, transport: otherTransport } = await aQueue();
    otherTransport.down = 'y'.repeat(MAX_ERROR_LENGTH);
    await otherSender().sendDue();
    expect((await other.mail('m0@x'))!.lastError).toBe('y'.repeat(MAX_ERROR_LENGTH));
  });

  it('keeps the text of an error that is not an Error', async () => {
    const { store, sender, transport } = await aQueue();
    transport.send = () => Promise.reject('421 try later');
    await sender().sendDue();
    expect((await store.mail('m0@x'))!.lastError).toBe('421 try later');
  });

  it('sends a mail once whichever of two servers claims it, and takes one up again after a killed server\'s lease', async () => {
    const { store, transport, sender, clock } = await aQueue(3);
    await store.claimMail(clock.now(), 'killed', MAIL_LEASE_MS);
    const [a, b] = await Promise.all([sender('a').sendDue(), sender('b').sendDue()]);
    expect([...a, ...b].map((outcome) => outcome.id).sort()).toEqual(['m1@x', 'm2@x']);
    clock.advance(MAIL_LEASE_MS);
    expect(await sender('a').sendDue()).toEqual([{ id: 'm0@x', outcome: 'sent' }]);
    expect(transport.sent.map((mail) => mail.id).sort()).toEqual(['m0@x', 'm1@x', 'm2@x']);
  });

  it('says when its lease was lost under it (the send took longer than the lease)', async () => {
    const { store, transport, sender, clock } = await aQueue();
    transport.send = async () => {
      clock.advance(MAIL_LEASE_MS);
      await store.claimMail(clock.now(), 'other', MAIL_LEASE_MS);
    };
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'lease lost' }]);
    transport.send = async () => {
      clock.advance(MAIL_LEASE_MS);
      await store.claimMail(clock.now(), 'third', MAIL_LEASE_MS);
      throw new Error('timeout');
    };
    clock.advance(MAIL_LEASE_MS);
    expect(await sender().sendDue()).toEqual([{ id: 'm0@x', outcome: 'lease lost' }]);
  });

  it('polls every 2 s with a lease of a minute', () => {
    expect([MAIL_POLL_MS, MAIL_LEASE_MS]).toEqual([2_000, 60_000]);
    expect(MAIL_SENDER_TIMING).toEqual({ ...MAIL_RETRY_TIMING, leaseMs: MAIL_LEASE_MS });
  });
});

describe('the backoff (docs/decisions/123)', () => {
  it('doubles from 30 s up to an hour, and gives up after 12 attempts', () => {
    expect([FIRST_RETRY_MS, LONGEST_RETRY_MS, MAX_MAIL_ATTEMPTS]).toEqual([30_000, 3_600_000, 12]);
    expect([1, 2, 3, 7, 8, 11].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(12)).toBeUndefined();
    expect(retryDelayMs(2, { firstRetryMs: 100, longestRetryMs: 150, maxAttempts: 3 })).toBe(150);
    expect(retryDelayMs(3, { firstRetryMs: 100, longestRetryMs: 150, maxAttempts: 3 })).toBeUndefined();
  });
});
