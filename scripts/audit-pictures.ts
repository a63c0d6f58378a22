/**
 * `npm run build`'s picture audit (scripts/picture-audit.ts): fails the build, naming page and fault, when a
 * prerendered page shows one picture twice or an emoji.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from './built-pages.js';
import { auditPictures } from '../adapters/site-audits/picture-audit.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = builtPages(join(root, 'dist/client'));
const problems = auditPictures(pages);
if (problems.length > 0) {
  console.error(`Picture audit: ${problems.length} fault(s) in the built pages:\n${problems.map(({ page, problem }) => `  ${page}: ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Picture audit: no picture shown twice and no emoji on ${pages.length} pages`);
