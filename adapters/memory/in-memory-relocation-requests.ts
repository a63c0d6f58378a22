import type { FormAnswer } from '../../domain/forms/form-answer.js';
import { relocationRequestProblems } from '../../domain/relocation/consultation-form.js';
import type { RelocationRequests, RelocationRequestSubmission } from '../../domain/relocation/relocation-requests.js';
import { RELOCATION_ANSWER_WITHIN } from '../../domain/relocation/relocation-services.js';

/** The server's answer to a request it took, in memory. */
export const REQUEST_RECEIVED = 'Thank you: we have your request.';

/**
 * The consultation requests kept in memory, answered as the server answers them: each wrong field named (400), a filled
 * honeypot answered like a person and nothing kept. `answerNext` makes the next request get another answer.
 */
export class InMemoryRelocationRequests implements RelocationRequests {
  readonly kept: RelocationRequestSubmission[] = [];
  private next: FormAnswer | undefined;

  async send(request: RelocationRequestSubmission): Promise<FormAnswer> {
    const programmed = this.next;
    this.next = undefined;
    if (programmed) return programmed;
    const problems = Object.entries(relocationRequestProblems(request));
    if (problems.length > 0) return { kind: 'invalid', message: 'The request has errors.', errors: problems.map(([field, message]) => ({ field, message })) };
    if (request.website === '') this.kept.push(request);
    return { kind: 'accepted', message: REQUEST_RECEIVED, answerWithin: RELOCATION_ANSWER_WITHIN };
  }

  answerNext(answer: FormAnswer): void {
    this.next = answer;
  }
}
