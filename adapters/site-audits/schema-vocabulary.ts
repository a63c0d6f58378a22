/**
 * The schema.org vocabulary, read from schema-dts's declarations (node_modules/schema-dts/dist/schema.d.ts,
 * generated from schema.org's own definition): each type's properties through its whole inheritance, and
 * whether a property takes a bare number or boolean. The build's structured-data audit checks the pages
 * against it (domain/seo/structured-data-audit.ts, docs/decisions/076).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SchemaVocabulary } from '../../domain/seo/structured-data-audit.js';

const NUMBER_RANGES = new Set(['Number', 'Integer', 'Float', 'Quantity', 'Distance', 'Duration', 'Energy', 'Mass']);

export function parseSchemaDeclarations(declarations: string): SchemaVocabulary {
  const ownProperties = new Map<string, Set<string>>();
  const parents = new Map<string, string[]>();
  const leafBase = new Map<string, string[]>();
  const literalsOf = new Map<string, { number: boolean; boolean: boolean }>();
  let current: string | undefined;
  for (const line of declarations.split('\n')) {
    const base = /^(?:export )?interface (\w+Base) extends ([^{]+)\{/.exec(line);
    const leaf = /^export interface (\w+)Leaf extends ([^{]+)\{/.exec(line);
    if (base) {
      current = base[1]!;
      ownProperties.set(current, new Set());
      parents.set(current, base[2]!.split(',').map((name) => name.trim()).filter((name) => name.endsWith('Base')));
      continue;
    }
    if (leaf) {
      current = undefined;
      leafBase.set(leaf[1]!, leaf[2]!.split(',').map((name) => name.trim()).filter((name) => name.endsWith('Base')));
      continue;
    }
    if (/^\S/.test(line)) current = undefined;
    const property = /^ {4}"([\w-]+)"\?: SchemaValue<([^,>]+(?:<[^>]*>)?[^,>]*)/.exec(line);
    if (current && property) {
      ownProperties.get(current)!.add(property[1]!);
      const ranges = property[2]!.split('|').map((name) => name.trim());
      const known = literalsOf.get(property[1]!) ?? { number: false, boolean: false };
      literalsOf.set(property[1]!, {
        number: known.number || ranges.some((name) => NUMBER_RANGES.has(name) || name === 'Text'),
        boolean: known.boolean || ranges.includes('Boolean'),
      });
    }
  }
  const resolved = new Map<string, Set<string>>();
  const propertiesOfBase = (name: string): Set<string> => {
    const cached = resolved.get(name);
    if (cached) return cached;
    const all = new Set(ownProperties.get(name) ?? []);
    for (const parent of parents.get(name) ?? []) for (const property of propertiesOfBase(parent)) all.add(property);
    resolved.set(name, all);
    return all;
  };
  const propertiesOf = new Map([...leafBase].map(([type, bases]) => [type, new Set(bases.flatMap((base) => [...propertiesOfBase(base)]))] as const));
  return { propertiesOf, literalsOf };
}

export function schemaVocabulary(): SchemaVocabulary {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  return parseSchemaDeclarations(readFileSync(file, 'utf8'));
}
