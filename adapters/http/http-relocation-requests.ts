import { RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import type { FormAnswer } from '../../domain/forms/form-answer.js';
import type { RelocationRequests, RelocationRequestSubmission } from '../../domain/relocation/relocation-requests.js';
import { postVisitorForm } from './post-visitor-form.js';

/** POST /api/relocation-requests (docs/decisions/125): the server keeps it, acknowledges it and tells the operator. */
export class HttpRelocationRequests implements RelocationRequests {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  send(request: RelocationRequestSubmission): Promise<FormAnswer> {
    return postVisitorForm(RELOCATION_REQUESTS_PATH, request, this.fetcher);
  }
}
