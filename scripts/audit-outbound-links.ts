/**
 * `npm run build`'s last step: audits every outbound link of the prerendered pages, and that each paid link comes
 * after the commission line of its page and section (scripts/outbound-link-audit.ts, docs/decisions/096), and fails the
 * build, naming page, link and fault, if one is wrong.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { auditPages, reportOf } from '../adapters/site-audits/outbound-link-audit.js';
import { builtPages } from './built-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { siteConfig } = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as typeof import('../ui/entry-server.js');

const pages = builtPages(join(root, 'dist/client'));
const problems = auditPages(pages, siteConfig);
if (problems.length > 0) {
  console.error(`Outbound-link audit: ${problems.length} bad link(s) in the built pages:\n${reportOf(problems)}`);
  process.exit(1);
}
console.log(`Outbound-link audit: every link of ${pages.length} pages is right, each paid one after its commission line`);
