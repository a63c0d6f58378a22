import { expect, it } from 'vitest';
import { relocationRequestsContract } from '../contracts/relocation-requests.contract.js';
import { InMemoryRelocationRequests } from './in-memory-relocation-requests.js';

relocationRequestsContract('InMemoryRelocationRequests', () => new InMemoryRelocationRequests());

const request = { name: 'Ana Mora', email: 'ana@example.cr', services: ['banking'] as const, moveWhen: 'not-sure' as const, message: '', website: '' };

it('keeps a request, but nothing of a filled honeypot or a refused one', async () => {
  const requests = new InMemoryRelocationRequests();
  await requests.send(request);
  await requests.send({ ...request, website: 'x' });
  await requests.send({ ...request, name: '' });
  expect(requests.kept).toEqual([request]);
});

it('gives the programmed answer once', async () => {
  const requests = new InMemoryRelocationRequests();
  requests.answerNext({ kind: 'failed' });
  expect(await requests.send(request)).toEqual({ kind: 'failed' });
  expect((await requests.send(request)).kind).toBe('accepted');
});
