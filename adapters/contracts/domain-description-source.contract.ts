import { describe, expect, it } from 'vitest';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';

/**
 * What every DomainDescriptionSource does, on either side (the operator's file on the server, the
 * server's answer in the browser): `sourceWith(csv)` gives a source holding that text, `failing()` one
 * whose text cannot be read.
 */
export function domainDescriptionSourceContract(
  name: string,
  sourceWith: (csv: string) => Promise<DomainDescriptionSource> | DomainDescriptionSource,
  failing: () => Promise<DomainDescriptionSource> | DomainDescriptionSource,
): void {
  describe(`${name} honours the DomainDescriptionSource contract`, () => {
    it('gives the CSV text as it is: header, quotes, commas and line breaks', async () => {
      const csv = 'domain,description\ncostaricagateway.com,"Tours, homes and ""pura vida""\nin one place"\n';
      expect(await (await sourceWith(csv)).csv()).toBe(csv);
    });

    it('rejects when the text cannot be read', async () => {
      await expect((await failing()).csv()).rejects.toBeInstanceOf(Error);
    });
  });
}
