import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { InboxApi, InboxFile } from '../../domain/inbox/inbox-api.js';
import type { RelocationRequest, RequestStatus, PersonDeletion } from '../../domain/inbox/inbox-store.js';
import type { Outbox, OutboxMessage } from '../../domain/inbox/inbox-admin.js';
import type { SubscriberReport } from '../../domain/newsletter/subscriber-report.js';

/** What the in-memory Inbox starts with. */
export interface InboxContents {
  readonly requests?: readonly RelocationRequest[];
  readonly subscribers?: SubscriberReport;
  /** The confirmed subscribers' addresses, for the CSV and deleting a person. */
  readonly subscriberEmails?: readonly string[];
  readonly messages?: readonly OutboxMessage[];
}

/**
 * The Inbox view's calls answered in memory, as the server answers them (issue 39's contract): the operator's token
 * only (401 otherwise), a 404 for an unknown request or message, a person's deletion removing their requests, mails
 * and subscription.
 */
export class InMemoryInboxApi implements InboxApi {
  private requestList: RelocationRequest[];
  private messageList: OutboxMessage[];
  private emails: string[];
  private readonly counts: SubscriberReport;

  constructor(
    private readonly operatorToken: string,
    contents: InboxContents = {},
  ) {
    this.requestList = [...(contents.requests ?? [])];
    this.messageList = [...(contents.messages ?? [])];
    this.emails = [...(contents.subscriberEmails ?? [])];
    this.counts = contents.subscribers ?? { confirmed: this.emails.length, pending: 0, weeks: [] };
  }

  async requests(token: string, status: RequestStatus): Promise<readonly RelocationRequest[]> {
    this.check(token);
    return this.requestList.filter((request) => request.status === status);
  }

  async setRequestStatus(token: string, id: string, status: RequestStatus): Promise<RelocationRequest> {
    this.check(token);
    const found = this.requestList.find((request) => request.id === id);
    if (!found) throw new DataLoadError(404, 'No such request.', 'Not Found');
    const changed = { ...found, status };
    this.requestList = this.requestList.map((request) => (request.id === id ? changed : request));
    return changed;
  }

  async subscribers(token: string): Promise<SubscriberReport> {
    this.check(token);
    return { ...this.counts, confirmed: this.emails.length };
  }

  async subscribersCsv(token: string): Promise<InboxFile> {
    this.check(token);
    return { fileName: 'subscribers.csv', type: 'text/csv', text: ['email', ...this.emails].join('\r\n') + '\r\n' };
  }

  async outbox(token: string): Promise<Outbox> {
    this.check(token);
    return { transport: 'files', messages: this.messageList };
  }

  async messageEml(token: string, id: string): Promise<InboxFile> {
    this.check(token);
    const message = this.messageList.find((candidate) => candidate.id === id);
    if (!message) throw new DataLoadError(404, 'No such message.', 'Not Found');
    return { fileName: `${id}.eml`, type: 'message/rfc822', text: `To: ${message.to}\r\nSubject: ${message.subject}\r\n\r\n` };
  }

  async deletePerson(token: string, email: string): Promise<PersonDeletion> {
    this.check(token);
    const person = email.trim().toLowerCase();
    const deleted = {
      subscriptions: this.emails.filter((kept) => kept === person).length,
      requests: this.requestList.filter((request) => request.email === person).length,
      messages: this.messageList.filter((message) => message.to === person).length,
    };
    this.emails = this.emails.filter((kept) => kept !== person);
    this.requestList = this.requestList.filter((request) => request.email !== person);
    this.messageList = this.messageList.filter((message) => message.to !== person);
    return deleted;
  }

  private check(token: string): void {
    if (token !== this.operatorToken) throw new DataLoadError(401, 'Sign in as the operator first.', 'Unauthorized');
  }
}
