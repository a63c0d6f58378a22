import type { SubscriberReport } from '../newsletter/subscriber-report.js';
import type { Outbox } from './inbox-admin.js';
import type { PersonDeletion, RelocationRequest, RequestStatus } from './inbox-store.js';

/** A file the operator downloads: the subscribers' CSV, a message's .eml. */
export interface InboxFile {
  readonly fileName: string;
  readonly type: string;
  readonly text: string;
}

/**
 * The admin Inbox view's side of issue 39's operator calls (docs/decisions/126), each answer the server's own shape
 * (InboxAdmin, the InboxStore's requests), every call with the session's token. Each rejects with a DataLoadError (its
 * status) when the server refuses.
 */
export interface InboxApi {
  requests(token: string, status: RequestStatus): Promise<readonly RelocationRequest[]>;
  setRequestStatus(token: string, id: string, status: RequestStatus): Promise<RelocationRequest>;
  subscribers(token: string): Promise<SubscriberReport>;
  subscribersCsv(token: string): Promise<InboxFile>;
  outbox(token: string): Promise<Outbox>;
  messageEml(token: string, id: string): Promise<InboxFile>;
  deletePerson(token: string, email: string): Promise<PersonDeletion>;
}
