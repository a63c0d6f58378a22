import type { DomainDescriptionsApi } from '../../domain/site/domain-descriptions-api.js';
import { fetchText } from './fetch-text.js';

export const DOMAIN_DESCRIPTIONS_PATH = '/api/domain-descriptions';

/** DomainDescriptionsApi over HTTP. `baseUrl` is '' in the browser (same origin) and absolute in Node. */
export class HttpDomainDescriptionsApi implements DomainDescriptionsApi {
  constructor(private readonly baseUrl = '') {}

  csv(): Promise<string> {
    return fetchText(`${this.baseUrl}${DOMAIN_DESCRIPTIONS_PATH}`, { headers: { Accept: 'text/csv' } });
  }
}
