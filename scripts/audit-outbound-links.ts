/**
 * `npm run build`'s last step: audits every outbound link of the prerendered pages, and that each paid link comes
 * after the commission line of its page and section (scripts/outbound-link-audit.ts, docs/decisions/096), and fails the
 * build, naming page, link and fault, if one is wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_SEED_FILE, parseCatalogueDocument } from '../domain/catalogue/catalogue-document.js';
import { auditPages, reportOf } from '../adapters/site-audits/outbound-link-audit.js';
import { linkAuditIdsOf } from '../domain/affiliate/outbound-link-audit.js';
import { builtPages } from './built-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
// The partner ids the build rendered with: the records it wrote beside the pages (docs/decisions/101).
const { settings } = parseCatalogueDocument(JSON.parse(readFileSync(join(clientDir, CATALOGUE_SEED_FILE), 'utf8')));

const pages = builtPages(clientDir);
const problems = auditPages(pages, linkAuditIdsOf(settings));
if (problems.length > 0) {
  console.error(`Outbound-link audit: ${problems.length} bad link(s) in the built pages:\n${reportOf(problems)}`);
  process.exit(1);
}
console.log(`Outbound-link audit: every link of ${pages.length} pages is right, each paid one after its commission line`);
