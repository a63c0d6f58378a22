/*
 * The audit of a built page's JSON-LD (docs/decisions/076): every block is checked against the
 * schema.org vocabulary (each type known, each property defined for the node's type, numbers only
 * where schema.org takes a number) and against the rules search engines apply to this site.
 */

import { creditNamesSite } from './structured-data.js';

/** What schema.org defines: each type's properties, and for each property whether it takes a number or a boolean. */
export interface SchemaVocabulary {
  readonly propertiesOf: ReadonlyMap<string, ReadonlySet<string>>;
  readonly literalsOf: ReadonlyMap<string, { readonly number: boolean; readonly boolean: boolean }>;
}

export interface PageMarkup {
  /** The page's address: '/', '/tours'. */
  readonly path: string;
  /** Listed in the sitemap (indexable): it needs its breadcrumb trail. */
  readonly indexable: boolean;
  /** The text of each <script type="application/ld+json"> of the page. */
  readonly blocks: readonly string[];
}

/** Ratings the site did not collect may not be marked up (the cards name their source instead). */
const THIRD_PARTY_REVIEW_TYPES = new Set(['AggregateRating', 'Review']);
const THIRD_PARTY_REVIEW_PROPERTIES = new Set(['aggregateRating', 'review', 'reviews']);

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

const typesOf = (node: { readonly [key: string]: Json }): string[] => {
  const type = node['@type'];
  return typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : [];
};

function auditNode(value: Json, where: string, vocabulary: SchemaVocabulary, siteName: string, found: Set<string>, problems: string[]): void {
  if (Array.isArray(value)) return value.forEach((entry, index) => auditNode(entry, `${where}[${index}]`, vocabulary, siteName, found, problems));
  if (value === null || typeof value !== 'object') return;
  const node = value as { readonly [key: string]: Json };
  const types = typesOf(node);
  for (const type of types) {
    found.add(type);
    if (!vocabulary.propertiesOf.has(type)) problems.push(`${where}: "${type}" is not a schema.org type`);
    if (THIRD_PARTY_REVIEW_TYPES.has(type)) problems.push(`${where}: ${type} marks up ratings the site did not collect`);
  }
  const name = node.name;
  if (types.includes('Person') && typeof name === 'string' && creditNamesSite(name, siteName))
    problems.push(`${where}: "${name}" names the site, marked up as a Person (the site is an Organization)`);
  const known = types.filter((type) => vocabulary.propertiesOf.has(type));
  for (const [property, child] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    const path = `${where}.${property}`;
    if (THIRD_PARTY_REVIEW_PROPERTIES.has(property)) problems.push(`${path}: marks up ratings the site did not collect`);
    else if (known.length > 0 && !known.some((type) => vocabulary.propertiesOf.get(type)!.has(property)))
      problems.push(`${path}: ${known.join('/')} has no property "${property}"`);
    const literals = vocabulary.literalsOf.get(property);
    if (literals && typeof child === 'number' && !literals.number) problems.push(`${path}: schema.org takes no bare number here`);
    if (literals && typeof child === 'boolean' && !literals.boolean) problems.push(`${path}: schema.org takes no true/false here`);
    if (property === 'priceRange' && (typeof child !== 'string' || !/^\${1,4}$/.test(child))) problems.push(`${path}: "${String(child)}" is not $ to $$$$`);
    auditNode(child, path, vocabulary, siteName, found, problems);
  }
}

/**
 * The problems of one page's JSON-LD, each naming the page and where in which block; none when it is right. `siteName`
 * is the site's own name: a Person named after it is the site marked up as a person (issue 35).
 */
export function auditPageMarkup(page: PageMarkup, vocabulary: SchemaVocabulary, siteName: string): string[] {
  const problems: string[] = [];
  const found = new Set<string>();
  page.blocks.forEach((text, index) => {
    const where = `${page.path} block ${index + 1}`;
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch {
      problems.push(`${where}: not JSON`);
      return;
    }
    const roots = Array.isArray(data) ? data : [data];
    for (const root of roots) {
      if (root === null || typeof root !== 'object' || Array.isArray(root) || (root as Record<string, Json>)['@context'] !== 'https://schema.org')
        problems.push(`${where}: @context is not https://schema.org`);
    }
    auditNode(data, where, vocabulary, siteName, found, problems);
  });
  if (page.path === '/') {
    for (const type of ['Organization', 'WebSite']) if (!found.has(type)) problems.push(`${page.path}: the home page has no ${type}`);
  } else if (page.indexable && !found.has('BreadcrumbList')) {
    problems.push(`${page.path}: no BreadcrumbList`);
  }
  return problems;
}
