import { ADMIN_LINK_HEALTH_CSV_PATH, ADMIN_LINK_HEALTH_PATH } from '../../domain/api-paths.js';
import type { LinkHealthApi, LinkHealthFile } from '../../domain/link-health/link-health-api.js';
import type { LinkHealthView } from '../../domain/link-health/link-health-reader.js';
import type { StopGapMade } from '../../domain/link-health/tour-search-stop-gap.js';
import { readQueryResponse } from './read-query-response.js';

/** The Links view's admin API (server/link-health/link-health.controller.ts), with the operator's session. */
export class HttpLinkHealthApi implements LinkHealthApi {
  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  async view(token: string): Promise<LinkHealthView> {
    return (await readQueryResponse(await this.call(token, 'GET', ADMIN_LINK_HEALTH_PATH))) as LinkHealthView;
  }

  async csv(token: string): Promise<LinkHealthFile> {
    const response = await this.call(token, 'GET', ADMIN_LINK_HEALTH_CSV_PATH);
    if (!response.ok) await readQueryResponse(response);
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'link-health.csv';
    return { fileName, text: await response.text() };
  }

  async checkNow(token: string): Promise<void> {
    await this.answered(await this.call(token, 'POST', `${ADMIN_LINK_HEALTH_PATH}/runs`));
  }

  async dismiss(token: string, linkId: string, note: string | null): Promise<void> {
    const path = `${ADMIN_LINK_HEALTH_PATH}/dismissal/${encodeURIComponent(linkId)}`;
    await this.answered(note === null ? await this.call(token, 'DELETE', path) : await this.call(token, 'PUT', path, { note }));
  }

  async stopGap(token: string, tourId: string): Promise<StopGapMade> {
    return (await readQueryResponse(await this.call(token, 'POST', `${ADMIN_LINK_HEALTH_PATH}/stop-gap/${encodeURIComponent(tourId)}`))) as StopGapMade;
  }

  private call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
    return this.fetcher(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** A refusal becomes the DataLoadError every admin call throws; an answer without a body is fine. */
  private async answered(response: Response): Promise<void> {
    if (!response.ok) await readQueryResponse(response);
  }
}
