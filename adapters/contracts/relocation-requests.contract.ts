import { describe, expect, it } from 'vitest';
import type { RelocationRequests, RelocationRequestSubmission } from '../../domain/relocation/relocation-requests.js';

const request: RelocationRequestSubmission = { name: 'Ana Mora', email: 'ana@example.cr', services: ['residency', 'banking'], moveWhen: '3-6-months', message: 'Two adults, one dog.', website: '' };

/** What every RelocationRequests does (issue 39's contract, docs/decisions/125). */
export function relocationRequestsContract(name: string, fresh: () => RelocationRequests): void {
  describe(`${name} honours the RelocationRequests contract`, () => {
    it('takes a request and says when to expect an answer', async () => {
      const answer = await fresh().send(request);
      expect(answer).toMatchObject({ kind: 'accepted', answerWithin: '2 business days' });
      expect(answer.kind === 'accepted' && answer.message).not.toBe('');
    });

    it('answers a filled honeypot as it answers a person', async () => {
      await expect(fresh().send({ ...request, website: 'http://spam.example' })).resolves.toEqual(await fresh().send(request));
    });

    it('names each wrong field', async () => {
      const answer = await fresh().send({ ...request, name: ' ', email: 'ana at example' });
      expect(answer.kind).toBe('invalid');
      expect(answer.kind === 'invalid' && answer.errors.map((error) => error.field).sort()).toEqual(['email', 'name']);
    });
  });
}
