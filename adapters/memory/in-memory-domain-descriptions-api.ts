import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { DomainDescriptionsApi } from '../../domain/site/domain-descriptions-api.js';

/** A DomainDescriptionsApi with a fixed CSV text (tests, demo mode); `fail()` makes it answer 500. */
export class InMemoryDomainDescriptionsApi implements DomainDescriptionsApi {
  private failing = false;

  constructor(private readonly text = 'domain,description\n') {}

  fail(): void {
    this.failing = true;
  }

  async csv(): Promise<string> {
    if (this.failing) throw new DataLoadError(500, '', 'Internal Server Error');
    return this.text;
  }
}
