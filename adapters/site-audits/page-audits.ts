/**
 * The build's four audits over rendered pages, as one PageAudits (domain/publishing/page-audits.ts): outbound links
 * and their commission lines, pictures, structured data, valid HTML. A publish runs them over the pages it re-renders
 * and is refused when one finds a fault (docs/decisions/105).
 */
import type { BuiltPage, PageAuditContext, PageAuditFinding, PageAudits } from '../../domain/publishing/page-audits.js';
import { auditPageMarkup, type SchemaVocabulary } from '../../domain/seo/structured-data-audit.js';
import { HtmlValidityAudit } from './html-validity-audit.js';
import { auditPages } from './outbound-link-audit.js';
import { auditPictures } from './picture-audit.js';
import { schemaVocabulary } from './schema-vocabulary.js';
import { markupOf } from './structured-data-markup.js';

export class SiteAudits implements PageAudits {
  private readonly html = new HtmlValidityAudit();
  private vocabulary: SchemaVocabulary | undefined;

  async audit(pages: readonly BuiltPage[], { ids, siteName }: PageAuditContext): Promise<PageAuditFinding[]> {
    // Read once, on the first publish: the vocabulary is parsed from schema-dts's declarations (about 100 ms).
    this.vocabulary ??= schemaVocabulary();
    const vocabulary = this.vocabulary;
    return [
      ...auditPages(pages, ids).flatMap(({ page, href, problems }) => problems.map((problem) => ({ page, audit: 'outbound links' as const, problem: `${href}: ${problem}` }))),
      ...auditPictures(pages).map(({ page, problem }) => ({ page, audit: 'pictures' as const, problem })),
      ...pages.flatMap((page) => auditPageMarkup(markupOf(page), vocabulary, siteName).map((problem) => ({ page: page.path, audit: 'structured data' as const, problem }))),
      ...(await this.html.audit(pages)).map(({ page, problem }) => ({ page, audit: 'valid HTML' as const, problem })),
    ];
  }
}
