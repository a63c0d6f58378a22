import type { Clock } from '../kernel/clock.js';
import { REQUEST_STATUSES, type InboxStore, type RelocationRequest, type RequestStatus } from '../inbox/inbox-store.js';
import { InvalidFormError } from '../inbox/visitor-form.js';
import type { MailSettings } from '../mail/mail-settings.js';
import { acknowledgementMail, notificationMail } from './relocation-mails.js';
import { readRelocationRequestForm } from './relocation-request-form.js';
import { RELOCATION_ANSWER_WITHIN } from './relocation-services.js';

/** The form's answer (w39 contract). */
export const REQUEST_ANSWER = {
  message: `Thank you: your request is on its way. We sent you a copy and will answer within ${RELOCATION_ANSWER_WITHIN}.`,
  answerWithin: RELOCATION_ANSWER_WITHIN,
} as const;

/** The default of REQUEST_RETENTION_MONTHS: requests are deleted this many months after they arrived (issue 39 point 7). */
export const DEFAULT_REQUEST_RETENTION_MONTHS = 12;

/** A request the operator named that is not kept (404). */
export class UnknownRequestError extends Error {
  constructor(id: string) {
    super(`There is no request ${id}`);
    this.name = 'UnknownRequestError';
  }
}

/** A status that is none of REQUEST_STATUSES (400, by field). */
export function checkedStatus(status: unknown): RequestStatus {
  if (REQUEST_STATUSES.includes(status as RequestStatus)) return status as RequestStatus;
  throw new InvalidFormError([{ field: 'status', message: `status must be one of ${REQUEST_STATUSES.map((one) => `"${one}"`).join(', ')}` }]);
}

/**
 * Relocation consultation requests (issue 39 point 3; docs/decisions/122): kept, acknowledged to the visitor and sent
 * to the operator's address, both mails queued in the transaction that keeps the request; read and marked by the
 * operator; deleted `retentionMonths` after they arrived.
 */
export class RelocationDesk {
  constructor(
    private readonly store: InboxStore,
    private readonly settings: MailSettings,
    private readonly clock: Clock,
    private readonly newRequestId: () => string,
    private readonly retentionMonths: number = DEFAULT_REQUEST_RETENTION_MONTHS,
  ) {}

  /** The form: InvalidFormError naming each wrong field; a filled honeypot keeps nothing and gets the same answer. */
  async submit(body: unknown): Promise<typeof REQUEST_ANSWER> {
    const { website, ...form } = readRelocationRequestForm(body);
    if (website) return REQUEST_ANSWER;
    const request: RelocationRequest = { id: this.newRequestId(), ...form, status: 'new', receivedAt: this.clock.now().toISOString() };
    await this.store.addRequest(request, [acknowledgementMail(this.settings, request), notificationMail(this.settings, request)]);
    return REQUEST_ANSWER;
  }

  /** The requests, newest first; of one status when given (400 for another word). */
  async list(status?: unknown): Promise<RelocationRequest[]> {
    return this.store.requests(status === undefined ? undefined : checkedStatus(status));
  }

  async setStatus(id: string, status: unknown): Promise<RelocationRequest> {
    const changed = await this.store.setRequestStatus(id, checkedStatus(status));
    if (changed === undefined) throw new UnknownRequestError(id);
    return changed;
  }

  /** Deletes the requests older than the retention; gives how many. */
  deleteExpired(): Promise<number> {
    const cutoff = this.clock.now();
    cutoff.setUTCMonth(cutoff.getUTCMonth() - this.retentionMonths);
    return this.store.deleteRequestsBefore(cutoff.toISOString());
  }
}
