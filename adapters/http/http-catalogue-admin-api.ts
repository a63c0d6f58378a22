import {
  ADMIN_CATALOGUE_CHANGE_SETS_PATH,
  ADMIN_CATALOGUE_PATH,
  ADMIN_CATALOGUE_PREVIEWS_PATH,
  ADMIN_CATALOGUE_PRICE_CHANGES_PATH,
  ADMIN_CATALOGUE_PUBLICATIONS_PATH,
  ADMIN_SCHEDULED_CHANGES_PATH,
} from '../../domain/api-paths.js';
import { CatalogueApiError, type CatalogueAdminApi, type RevisionView } from '../../domain/catalogue/catalogue-admin-api.js';
import type { Previews, RecordUsage } from '../../domain/catalogue/catalogue-review.js';
import type { ChangeSet, PriceChange as PricedRecordChange } from '../../domain/catalogue/change-set-store.js';
import type { EditedRecord } from '../../domain/catalogue/catalogue-editor.js';
import type { PublicationChange } from '../../domain/catalogue/catalogue-publishing.js';
import type { ScheduledChangeView } from '../../domain/catalogue/catalogue-schedule.js';
import type { CatalogueRecordKey } from '../../domain/catalogue/catalogue-store.js';
import type { PriceChange } from '../../domain/catalogue/price-change.js';

const recordPath = ({ collection, id }: CatalogueRecordKey) => `${ADMIN_CATALOGUE_PATH}/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;

/** The admin catalogue API over fetch, with the operator's session; a refusal becomes a CatalogueApiError with its details. */
export class HttpCatalogueAdminApi implements CatalogueAdminApi {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  private async call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetcher(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const answer = (text === '' ? {} : safeJson(text)) as Record<string, unknown>;
    if (!response.ok) {
      const message = typeof answer['message'] === 'string' ? answer['message'] : `${response.status} ${response.statusText}`;
      throw new CatalogueApiError(response.status, message, (answer['errors'] as never) ?? [], answer['current'] as EditedRecord | undefined, (answer['usedBy'] as never) ?? []);
    }
    return answer as T;
  }

  list(token: string, collection: string) {
    return this.call<EditedRecord[]>(token, 'GET', `${ADMIN_CATALOGUE_PATH}/${encodeURIComponent(collection)}`);
  }
  read(token: string, key: CatalogueRecordKey) {
    return this.call<EditedRecord>(token, 'GET', recordPath(key));
  }
  create(token: string, key: CatalogueRecordKey, data: unknown) {
    return this.call<EditedRecord>(token, 'POST', `${ADMIN_CATALOGUE_PATH}/${encodeURIComponent(key.collection)}`, { id: key.id, data });
  }
  update(token: string, key: CatalogueRecordKey, version: number, data: unknown) {
    return this.call<EditedRecord>(token, 'PUT', recordPath(key), { version, data });
  }
  archive(token: string, key: CatalogueRecordKey, version: number) {
    return this.call<EditedRecord>(token, 'POST', `${recordPath(key)}/archive`, { version });
  }
  revisions(token: string, key: CatalogueRecordKey) {
    return this.call<RevisionView[]>(token, 'GET', `${recordPath(key)}/revisions`);
  }
  restore(token: string, key: CatalogueRecordKey, revision: number, version: number) {
    return this.call<EditedRecord>(token, 'POST', `${recordPath(key)}/revisions/${revision}/restore`, { version });
  }
  schedule(token: string, key: CatalogueRecordKey, change: { kind: 'update' | 'archive'; data?: unknown; version: number; at: string }) {
    return this.call<ScheduledChangeView>(token, 'POST', `${recordPath(key)}/scheduled-changes`, change);
  }
  scheduledChanges(token: string) {
    return this.call<ScheduledChangeView[]>(token, 'GET', ADMIN_SCHEDULED_CHANGES_PATH);
  }
  cancelScheduled(token: string, id: number) {
    return this.call<ScheduledChangeView>(token, 'DELETE', `${ADMIN_SCHEDULED_CHANGES_PATH}/${id}`);
  }
  pending(token: string) {
    return this.call<PublicationChange[]>(token, 'GET', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`);
  }
  publish(token: string, records?: readonly CatalogueRecordKey[]) {
    return this.call<unknown>(token, 'POST', ADMIN_CATALOGUE_PUBLICATIONS_PATH, records === undefined ? {} : { records });
  }
  discard(token: string, records?: readonly CatalogueRecordKey[]) {
    return this.call<{ discarded: CatalogueRecordKey[] }>(token, 'POST', `${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/discard`, records === undefined ? {} : { records });
  }
  previews(token: string, records?: readonly CatalogueRecordKey[]) {
    return this.call<Previews>(token, 'POST', ADMIN_CATALOGUE_PREVIEWS_PATH, records === undefined ? {} : { records });
  }
  usage(token: string, key: CatalogueRecordKey) {
    return this.call<RecordUsage>(token, 'GET', `${recordPath(key)}/usage`);
  }
  changePrices(token: string, records: readonly (CatalogueRecordKey & { version: number })[], change: PriceChange) {
    return this.call<ChangeSet>(token, 'POST', ADMIN_CATALOGUE_PRICE_CHANGES_PATH, { records, by: change.by, value: change.value });
  }
  changeSets(token: string) {
    return this.call<ChangeSet[]>(token, 'GET', ADMIN_CATALOGUE_CHANGE_SETS_PATH);
  }

  restoreChangeSet(token: string, changeSet: number) {
    return this.call<{ records: PricedRecordChange[] }>(token, 'POST', `${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/${changeSet}/restore`);
  }
}

/** An answer that is not JSON (a proxy's page) says nothing more than its status. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
