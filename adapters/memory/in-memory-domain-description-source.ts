import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';

/**
 * A DomainDescriptionSource with a fixed CSV text (tests, demo mode), for either side; `fail()` makes it
 * answer like a server that cannot read the file (500).
 */
export class InMemoryDomainDescriptionSource implements DomainDescriptionSource {
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
