import { describe, expect, it } from 'vitest';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';

/** Every DomainDescriptionSource gives its CSV text unchanged, header line first. */
export function domainDescriptionSourceContract(name: string, sourceWith: (csv: string) => Promise<DomainDescriptionSource> | DomainDescriptionSource): void {
  describe(`${name} honours the DomainDescriptionSource contract`, () => {
    it('gives the CSV text as it is, quotes and all', async () => {
      const csv = 'domain,description\ncostaricagateway.com,"Tours, homes and coffee"\n';
      expect(await (await sourceWith(csv)).csv()).toBe(csv);
    });
  });
}
