/**
 * `npx tsx scripts/check-deprecated-dependencies.ts [package-lock.json]`: exits 1 and names each
 * installed dependency the registry marks deprecated (scripts/deprecated-dependencies.ts). Run by
 * `npm test` (scripts/test-all.ts) with its own tally line.
 */
import { readFileSync } from 'node:fs';
import { deprecatedDependencies, deprecationReport } from './deprecated-dependencies.js';

const file = process.argv[2] ?? 'package-lock.json';
const text = readFileSync(file, 'utf8');
const found = deprecatedDependencies(text);
const installed = Object.keys((JSON.parse(text) as { packages: Record<string, unknown> }).packages).length - 1;
console.log(deprecationReport(found, installed));
process.exit(found.length > 0 ? 1 : 0);
