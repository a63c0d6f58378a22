/**
 * `npm run build`'s valid-HTML audit (adapters/site-audits/html-validity-audit.ts): the same check a publish runs, over
 * every prerendered page; a fault fails the build, naming page, line and rule. (`npm test` also runs the W3C checker.)
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidityAudit } from '../adapters/site-audits/html-validity-audit.js';
import { builtPages } from './built-pages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = builtPages(join(root, 'dist/client'));
const problems = await new HtmlValidityAudit().audit(pages);
if (problems.length > 0) {
  console.error(`HTML audit: ${problems.length} fault(s) in the built pages:\n${problems.map(({ page, problem }) => `  ${page}: ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`HTML audit: ${pages.length} pages are valid HTML`);
