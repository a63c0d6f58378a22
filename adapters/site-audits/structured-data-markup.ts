/**
 * The structured data of a rendered page, read with an HTML parser (htmlparser2) for the structured-data audit
 * (domain/seo/structured-data-audit.ts, docs/decisions/076): run by the build (scripts/audit-structured-data.ts) and by a
 * publish (./page-audits.ts).
 */
import { Parser } from 'htmlparser2';
import type { BuiltPage } from '../../domain/publishing/page-audits.js';
import type { PageMarkup } from '../../domain/seo/structured-data-audit.js';

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

