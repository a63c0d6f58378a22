import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';

export class InMemoryDomainDescriptionSource implements DomainDescriptionSource {
  constructor(private readonly text = 'domain,description\n') {}

  async csv(): Promise<string> {
    return this.text;
  }
}
