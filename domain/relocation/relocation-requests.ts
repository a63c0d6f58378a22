import type { FormAnswer } from '../forms/form-answer.js';
import type { MoveWhen, RelocationServiceId } from './relocation-services.js';

/** What the consultation form sends (POST /api/relocation-requests; docs/decisions/125). */
export interface RelocationRequestSubmission {
  readonly name: string;
  readonly email: string;
  readonly services: readonly RelocationServiceId[];
  readonly moveWhen: MoveWhen;
  readonly message: string;
  /** The honeypot: empty unless a robot filled it in. */
  readonly website: string;
}

/** Where consultation requests go (browser side): the server keeps them, acknowledges them to the visitor and tells the operator. */
export interface RelocationRequests {
  /** Resolves to what came of it; never rejects (a server not reached is `failed`). */
  send(request: RelocationRequestSubmission): Promise<FormAnswer>;
}
