import { csvParseRows } from 'd3-dsv';
import type { DomainDescription } from './domain-descriptions.js';

/**
 * docs/product.md §3, §7: the comma-separated text of GET /api/domain-descriptions. The first line is a header;
 * quoted fields may hold commas, doubled quotes and line breaks, so a kept CSV parser reads it (d3-dsv's RFC 4180
 * reader, about 1 kB in the browser where papaparse was 7 kB: docs/decisions/083), not a split on commas. Blank lines
 * are skipped, so a leading blank line is not taken for the header; rows without a domain or a description are
 * dropped. A module of its own, so the browser loads the parser only when the file has arrived.
 */
export function parseDomainDescriptions(csvText: string): DomainDescription[] {
  const rows = csvParseRows(csvText).filter((row) => row.some((cell) => cell.trim() !== ''));
  return rows
    .slice(1)
    .map((row) => ({ domain: (row[0] as string).trim(), description: (row[1] ?? '').trim() }))
    .filter((row) => row.domain !== '' && row.description !== '');
}
