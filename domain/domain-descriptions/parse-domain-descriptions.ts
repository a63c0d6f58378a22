import Papa from 'papaparse';
import type { DomainDescription } from './domain-descriptions.js';

/**
 * docs/product.md §3, §7: the comma-separated text of GET /api/domain-descriptions. The first line is a header;
 * quoted fields may hold commas, doubled quotes and line breaks, so a kept CSV parser reads it
 * (papaparse), not a split on commas. Rows without a domain or a description are dropped. A module of its own, so the
 * browser loads the parser only when the file has arrived (docs/decisions/050).
 */
export function parseDomainDescriptions(csvText: string): DomainDescription[] {
  // 'greedy' also skips blank and whitespace-only lines, so a leading blank line is not taken for the header.
  const { data } = Papa.parse<string[]>(csvText, { skipEmptyLines: 'greedy' });
  return data
    .slice(1)
    .map((row) => ({ domain: (row[0] as string).trim(), description: (row[1] ?? '').trim() }))
    .filter((row) => row.domain !== '' && row.description !== '');
}
