import { DOMAIN_DESCRIPTIONS_PATH } from '../../domain/api-paths.js';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';
import { fetchText } from './fetch-text.js';


/**
 * The browser's DomainDescriptionSource: the server's file over HTTP. `baseUrl` is '' in the browser
 * (same origin) and absolute in Node. A non-OK answer rejects with a DataLoadError.
 */
export class HttpDomainDescriptionSource implements DomainDescriptionSource {
  constructor(private readonly baseUrl = '') {}

  csv(): Promise<string> {
    return fetchText(`${this.baseUrl}${DOMAIN_DESCRIPTIONS_PATH}`, { headers: { Accept: 'text/csv' } });
  }
}
