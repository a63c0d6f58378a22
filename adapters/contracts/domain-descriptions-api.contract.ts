import { describe, expect, it } from 'vitest';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import type { DomainDescriptionsApi } from '../../domain/site/domain-descriptions-api.js';

/**
 * What every DomainDescriptionsApi does: `serving(csv)` gives an API whose server holds that file,
 * `failing()` one whose server cannot answer.
 */
export function domainDescriptionsApiContract(
  name: string,
  serving: (csv: string) => DomainDescriptionsApi | Promise<DomainDescriptionsApi>,
  failing: () => DomainDescriptionsApi | Promise<DomainDescriptionsApi>,
): void {
  describe(`${name} honours the DomainDescriptionsApi contract`, () => {
    it('gives the CSV text as it is: header, quotes, commas and line breaks', async () => {
      const csv = 'domain,description\ncostaricagateway.com,"Tours, homes and ""pura vida""\nin one place"\n';
      expect(await (await serving(csv)).csv()).toBe(csv);
    });

    it('rejects with a DataLoadError carrying the status when the file cannot be loaded', async () => {
      const failure = await (await failing()).csv().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DataLoadError);
      expect((failure as DataLoadError).message).toMatch(/^5\d\d: /);
    });
  });
}
