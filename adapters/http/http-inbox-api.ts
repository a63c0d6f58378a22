import { ADMIN_INBOX_REQUESTS_PATH, ADMIN_INBOX_SUBSCRIBERS_CSV_PATH, ADMIN_INBOX_SUBSCRIBERS_PATH, ADMIN_OUTBOX_PATH, ADMIN_PEOPLE_PATH } from '../../domain/api-paths.js';
import type { InboxApi, InboxFile } from '../../domain/inbox/inbox-api.js';
import type { RelocationRequest, RequestStatus, PersonDeletion } from '../../domain/inbox/inbox-store.js';
import type { Outbox } from '../../domain/inbox/inbox-admin.js';
import type { SubscriberReport } from '../../domain/newsletter/subscriber-report.js';
import { readQueryResponse } from './read-query-response.js';

/** Issue 39's operator calls with the session's token (docs/decisions/126); a refusal is a DataLoadError with its status. */
export class HttpInboxApi implements InboxApi {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async requests(token: string, status: RequestStatus): Promise<readonly RelocationRequest[]> {
    const answer = (await this.json(token, `${ADMIN_INBOX_REQUESTS_PATH}?status=${status}`)) as { requests: RelocationRequest[] };
    return answer.requests;
  }

  async setRequestStatus(token: string, id: string, status: RequestStatus): Promise<RelocationRequest> {
    const init = { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) };
    const answer = (await this.json(token, `${ADMIN_INBOX_REQUESTS_PATH}/${encodeURIComponent(id)}`, init)) as { request: RelocationRequest };
    return answer.request;
  }

  async subscribers(token: string): Promise<SubscriberReport> {
    return (await this.json(token, ADMIN_INBOX_SUBSCRIBERS_PATH)) as SubscriberReport;
  }

  subscribersCsv(token: string): Promise<InboxFile> {
    return this.file(token, ADMIN_INBOX_SUBSCRIBERS_CSV_PATH, 'subscribers.csv');
  }

  async outbox(token: string): Promise<Outbox> {
    return (await this.json(token, ADMIN_OUTBOX_PATH)) as Outbox;
  }

  messageEml(token: string, id: string): Promise<InboxFile> {
    return this.file(token, `${ADMIN_OUTBOX_PATH}/${encodeURIComponent(id)}/eml`, `${id}.eml`);
  }

  async deletePerson(token: string, email: string): Promise<PersonDeletion> {
    const answer = (await this.json(token, `${ADMIN_PEOPLE_PATH}/${encodeURIComponent(email)}`, { method: 'DELETE' })) as { deleted: PersonDeletion };
    return answer.deleted;
  }

  private async json(token: string, url: string, init: RequestInit = {}): Promise<unknown> {
    const response = await this.fetcher(url, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` } });
    return readQueryResponse(response);
  }

  private async file(token: string, url: string, fallbackName: string): Promise<InboxFile> {
    const response = await this.fetcher(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) await readQueryResponse(response);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
    return { fileName, type: response.headers.get('content-type') ?? 'application/octet-stream', text: await response.text() };
  }
}
