/**
 * `npm run build`'s structured-data audit: every JSON-LD block of every prerendered page is checked against
 * the schema.org vocabulary and the site's markup rules (domain/seo/structured-data-audit.ts,
 * docs/decisions/076); a problem fails the build, naming the page and where in the block.
 */
import { Parser } from 'htmlparser2';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditPageMarkup, type PageMarkup } from '../domain/seo/structured-data-audit.js';
import { builtPages, type BuiltPage } from './outbound-link-audit.js';
import { schemaVocabulary } from './schema-vocabulary.js';

/** A built page's JSON-LD blocks, and whether it is meant for the index (no robots noindex). */
export function markupOf(page: BuiltPage): PageMarkup {
  const blocks: string[] = [];
  let indexable = true;
  let inJsonLd = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.type === 'application/ld+json') {
        inJsonLd = true;
        blocks.push('');
      }
      if (name === 'meta' && attributes.name === 'robots' && /noindex/.test(attributes.content ?? '')) indexable = false;
    },
    ontext(text) {
      if (inJsonLd) blocks[blocks.length - 1] += text;
    },
    onclosetag(name) {
      if (name === 'script') inJsonLd = false;
    },
  });
  parser.write(page.html);
  parser.end();
  return { path: page.path, indexable, blocks };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const vocabulary = schemaVocabulary();
  const pages = builtPages(join(root, 'dist/client')).map(markupOf);
  const problems = pages.flatMap((page) => auditPageMarkup(page, vocabulary));
  if (problems.length > 0) {
    console.error(`Structured-data audit: ${problems.length} problem(s) in the built pages:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const blocks = pages.reduce((sum, page) => sum + page.blocks.length, 0);
  console.log(`Structured-data audit: ${blocks} JSON-LD blocks of ${pages.length} pages are valid schema.org and follow the markup rules`);
}
