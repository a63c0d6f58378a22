import { describe, expect, it } from 'vitest';
import { InMemoryNewsletterSubscriptions } from '../memory/in-memory-newsletter-subscriptions.js';
import { InMemoryRelocationRequests } from '../memory/in-memory-relocation-requests.js';
import { newsletterSubscriptionsContract } from '../contracts/newsletter-subscriptions.contract.js';
import { relocationRequestsContract } from '../contracts/relocation-requests.contract.js';
import type { FormAnswer } from '../../domain/forms/form-answer.js';
import { HttpNewsletterSubscriptions } from './http-newsletter-subscriptions.js';
import { HttpRelocationRequests } from './http-relocation-requests.js';
import { postVisitorForm, retryAfterSeconds } from './post-visitor-form.js';

/** A fetch answering each POST as the server of issue 39's contract does: the in-memory adapter's answer as HTTP. */
function serverOf(path: string, handle: (body: never) => Promise<FormAnswer>): typeof fetch {
  return async (input, init) => {
    if (String(input) !== path || init?.method !== 'POST' || new Headers(init.headers).get('content-type') !== 'application/json') return new Response(null, { status: 404 });
    const answer = await handle(JSON.parse(String(init.body)) as never);
    if (answer.kind === 'accepted') return Response.json({ message: answer.message, ...(answer.answerWithin ? { answerWithin: answer.answerWithin } : {}) }, { status: 202 });
    if (answer.kind === 'invalid') return Response.json({ statusCode: 400, error: 'Bad Request', message: answer.message, errors: answer.errors }, { status: 400 });
    return new Response(null, { status: 500 });
  };
}

describe('visitor forms over HTTP', () => {
  newsletterSubscriptionsContract('HttpNewsletterSubscriptions', () => {
    const stand = new InMemoryNewsletterSubscriptions();
    return new HttpNewsletterSubscriptions(serverOf('/api/newsletter/subscriptions', (body) => stand.subscribe(body)));
  });

  relocationRequestsContract('HttpRelocationRequests', () => {
    const stand = new InMemoryRelocationRequests();
    return new HttpRelocationRequests(serverOf('/api/relocation-requests', (body) => stand.send(body)));
  });
});

describe('postVisitorForm', () => {
  const answering = (status: number, body: unknown, headers: Record<string, string> = {}) => async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers });

  it('reads a 202 with and without when to expect an answer', async () => {
    expect(await postVisitorForm('/x', {}, answering(202, { message: 'Thanks.', answerWithin: '2 business days' }))).toEqual({ kind: 'accepted', message: 'Thanks.', answerWithin: '2 business days' });
    expect(await postVisitorForm('/x', {}, answering(200, { message: 'Thanks.' }))).toEqual({ kind: 'accepted', message: 'Thanks.' });
    expect(await postVisitorForm('/x', {}, answering(202, {}))).toEqual({ kind: 'accepted', message: '' });
  });

  it('reads a 400 with its errors by field, skipping malformed ones', async () => {
    const body = { statusCode: 400, message: 'Bad.', errors: [{ field: 'email', message: 'Wrong.' }, { field: 1, message: 'x' }, null, { field: 'name' }] };
    expect(await postVisitorForm('/x', {}, answering(400, body))).toEqual({ kind: 'invalid', message: 'Bad.', errors: [{ field: 'email', message: 'Wrong.' }] });
    expect(await postVisitorForm('/x', {}, answering(400, { errors: 'none' }))).toEqual({ kind: 'invalid', message: '', errors: [] });
  });

  it('reads a 429 with its Retry-After', async () => {
    expect(await postVisitorForm('/x', {}, answering(429, undefined, { 'Retry-After': '42' }))).toEqual({ kind: 'too-many', retryAfterSeconds: 42 });
  });

  it('calls any other status, an unreadable body or no answer a failure', async () => {
    expect(await postVisitorForm('/x', {}, answering(500, { message: 'x' }))).toEqual({ kind: 'failed' });
    expect(await postVisitorForm('/x', {}, answering(199, { message: 'x' }))).toEqual({ kind: 'failed' });
    expect(await postVisitorForm('/x', {}, answering(300, { message: 'x' }))).toEqual({ kind: 'failed' });
    expect(await postVisitorForm('/x', {}, async () => new Response('<html>', { status: 202 }))).toEqual({ kind: 'failed' });
    expect(await postVisitorForm('/x', {}, async () => Promise.reject(new TypeError('offline')))).toEqual({ kind: 'failed' });
  });

  it('sends the body as JSON by POST', async () => {
    const seen: RequestInit[] = [];
    await postVisitorForm('/api/x', { a: 1 }, async (_url, init) => (seen.push(init), new Response('{}', { status: 202 })));
    expect(seen).toEqual([{ method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: '{"a":1}' }]);
  });

  it('reads Retry-After as seconds or an HTTP date, a minute when it is neither', () => {
    const now = Date.parse('2026-11-28T07:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 5 ', now)).toBe(5);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 07:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 06:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBe(60);
  });
});
