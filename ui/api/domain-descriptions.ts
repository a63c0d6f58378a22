import { DOMAIN_DESCRIPTIONS_PATH } from '../../domain/api-paths.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';
import { descriptionForHost } from '../../domain/domain-descriptions/domain-descriptions.js';
import { DomainDescriptionSourceToken } from '../../domain/tokens.js';
import { siteConfig } from '../content/site-config.js';
import { useService } from '../services.js';

export function domainDescriptionsQuery(source: DomainDescriptionSource) {
  return queryOptions({
    queryKey: [DOMAIN_DESCRIPTIONS_PATH],
    // The CSV parser is fetched beside the file, not with the page (docs/decisions/050).
    queryFn: async () => {
      const [{ parseDomainDescriptions }, csv] = await Promise.all([import('../../domain/domain-descriptions/parse-domain-descriptions.js'), source.csv()]);
      return parseDomainDescriptions(csv);
    },
  });
}

/**
 * docs/product.md §2, §5: the description of the domain the visitor came in on, or undefined while loading,
 * when none matches, or when the file cannot be loaded (docs/product.md §8: logged, not shown). `host` is
 * null until the page has hydrated, so the prerender never fetches (docs/architecture.md §4).
 */
export function useDomainDescription(host: string | null): string | undefined {
  const query = useQuery({ ...domainDescriptionsQuery(useService(DomainDescriptionSourceToken)), enabled: host !== null });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Failed to fetch domain descriptions', error);
  }, [error]);
  return query.data && host !== null ? descriptionForHost(query.data, host, siteConfig.mainDomain) : undefined;
}
