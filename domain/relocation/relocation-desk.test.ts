import { describe, expect, it } from 'vitest';
import { InMemoryInboxStore } from '../../adapters/memory/in-memory-inbox-store.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { aMailSettings } from '../../test-support/mail-settings.js';
import { InvalidFormError } from '../inbox/visitor-form.js';
import { checkedStatus, DEFAULT_REQUEST_RETENTION_MONTHS, RelocationDesk, REQUEST_ANSWER, UnknownRequestError } from './relocation-desk.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Mora',
  email: 'ana@example.cr',
  services: ['residency', 'healthcare-insurance'],
  moveWhen: 'within-3-months',
  message: 'We retire next spring.',
  website: '',
  ...overrides,
});

function aDesk(retentionMonths?: number) {
  const store = new InMemoryInboxStore();
  const clock = new ManualClock(new Date('2026-12-01T14:00:00.000Z'));
  let ids = 0;
  const desk = new RelocationDesk(store, aMailSettings(), clock, () => `r${++ids}`, retentionMonths);
  return { store, clock, desk };
}

describe('relocation consultation requests (issue 39 point 3; docs/decisions/122)', () => {
  it('keeps the request, new, and queues the acknowledgement to the visitor and the notification to the operator', async () => {
    const { desk, store } = aDesk();
    expect(await desk.submit(form())).toEqual(REQUEST_ANSWER);
    expect(REQUEST_ANSWER).toEqual({ message: 'Thank you: your request is on its way. We sent you a copy and will answer within 2 business days.', answerWithin: '2 business days' });
    expect(await store.requests()).toEqual([
      { id: 'r1', name: 'Ana Mora', email: 'ana@example.cr', services: ['residency', 'healthcare-insurance'], moveWhen: 'within-3-months', message: 'We retire next spring.', status: 'new', receivedAt: '2026-12-01T14:00:00.000Z' },
    ]);
    const [acknowledgement, notification] = (await store.mails(10)).reverse();
    expect(acknowledgement).toMatchObject({
      id: 'm1@costaricagateway.com',
      kind: 'request-acknowledgement',
      to: 'ana@example.cr',
      person: 'ana@example.cr',
      subject: 'We received your relocation consultation request',
      createdAt: '2026-12-01T14:00:00.000Z',
    });
    expect(acknowledgement).not.toHaveProperty('unsubscribeUrl');
    expect(acknowledgement!.text).toBe(
      [
        'Hello Ana Mora,',
        '',
        'Thank you for your request. We answer within 2 business days, by e-mail to this address.',
        '',
        'What you sent:',
        'Name: Ana Mora',
        'E-mail: ana@example.cr',
        'Services: Residency help, Healthcare & insurance',
        'Moving: Within 3 months',
        'Message: We retire next spring.',
        '',
        'Costa Rica Gateway',
        '',
      ].join('\n'),
    );
    expect(notification).toMatchObject({
      id: 'm2@costaricagateway.com',
      kind: 'request-notification',
      to: 'ops@costaricagateway.com',
      from: 'Costa Rica Gateway <hello@costaricagateway.com>',
      person: 'ana@example.cr',
      replyTo: 'ana@example.cr',
      subject: 'Relocation consultation request from Ana Mora',
    });
    expect(notification!.text).toBe(
      [
        'A relocation consultation request arrived at 2026-12-01T14:00:00.000Z; answer within 2 business days.',
        '',
        'Name: Ana Mora',
        'E-mail: ana@example.cr',
        'Services: Residency help, Healthcare & insurance',
        'Moving: Within 3 months',
        'Message: We retire next spring.',
        '',
      ].join('\n'),
    );
  });

  it('says "(none)" for an empty message, and names the move time chosen', async () => {
    const { desk, store } = aDesk();
    await desk.submit(form({ message: '', moveWhen: 'not-sure', services: ['property-management'] }));
    expect((await store.mails(1))[0]!.text).toContain('Services: Property management\nMoving: Not sure yet\nMessage: (none)');
  });

  it('keeps nothing for a filled honeypot or a wrong form', async () => {
    const { desk, store } = aDesk();
    expect(await desk.submit(form({ website: 'x' }))).toEqual(REQUEST_ANSWER);
    await expect(desk.submit(form({ services: [] }))).rejects.toBeInstanceOf(InvalidFormError);
    expect(await store.requests()).toEqual([]);
    expect(await store.mails(10)).toEqual([]);
  });

  it('lists by status and marks a request, refusing an unknown status or request', async () => {
    const { desk } = aDesk();
    await desk.submit(form());
    expect((await desk.setStatus('r1', 'answered')).status).toBe('answered');
    expect(await desk.list('new')).toEqual([]);
    expect((await desk.list('answered')).map((request) => request.id)).toEqual(['r1']);
    expect((await desk.list()).map((request) => request.id)).toEqual(['r1']);
    await expect(desk.setStatus('r9', 'archived')).rejects.toThrow('There is no request r9');
    expect(new UnknownRequestError('r9').name).toBe('UnknownRequestError');
    await expect(desk.list('done')).rejects.toThrow(InvalidFormError);
    expect(() => checkedStatus('done')).toThrow(expect.objectContaining({ problems: [{ field: 'status', message: 'status must be one of "new", "answered", "archived"' }]}));
    expect(checkedStatus('archived')).toBe('archived');
  });

  it(`deletes requests ${DEFAULT_REQUEST_RETENTION_MONTHS} months after they arrived, or after the months set`, async () => {
    const { desk, clock, store } = aDesk();
    await desk.submit(form());
    clock.advance(Date.parse('2027-12-01T14:00:00.000Z') - Date.parse('2026-12-01T14:00:00.000Z'));
    expect(await desk.deleteExpired()).toBe(0);
    clock.advance(1);
    expect(await desk.deleteExpired()).toBe(1);
    expect(await store.requests()).toEqual([]);
    const short = aDesk(2);
    await short.desk.submit(form());
    short.clock.advance(Date.parse('2027-02-01T14:00:00.000Z') - Date.parse('2026-12-01T14:00:00.000Z'));
    expect(await short.desk.deleteExpired()).toBe(0);
    short.clock.advance(1);
    expect(await short.desk.deleteExpired()).toBe(1);
  });
});
