import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';
import type { DomainDescription } from '../../domain/domain-descriptions/domain-descriptions.js';
import { descriptionForHost } from '../../domain/domain-descriptions/domain-descriptions.js';
import { siteConfig } from '../content/site-config.js';

/** The parsed rows of the domain descriptions file; rejects when the file cannot be loaded. */
export async function loadDomainDescriptions(source: DomainDescriptionSource): Promise<DomainDescription[]> {
  // The CSV parser is fetched beside the file, not with the page (docs/decisions/050).
  const [{ parseDomainDescriptions }, csv] = await Promise.all([import('../../domain/domain-descriptions/parse-domain-descriptions.js'), source.csv()]);
  return parseDomainDescriptions(csv);
}

/**
 * docs/product.md §2, §5: the description of the domain the visitor came in on (`host`), or undefined when none
 * matches. Loaded once per page by home's description island, without retry; a file that cannot be loaded rejects, and
 * the island logs it and shows nothing (docs/product.md §8).
 */
export async function hostDescription(source: DomainDescriptionSource, host: string): Promise<string | undefined> {
  return descriptionForHost(await loadDomainDescriptions(source), host, siteConfig.mainDomain);
}
