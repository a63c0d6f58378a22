import type { LinkAuditIds } from '../affiliate/outbound-link-audit.js';

/** A rendered page as the audits read it: its address ('/', '/tours', '/404.html') and its whole HTML document. */
export interface BuiltPage {
  readonly path: string;
  readonly html: string;
}

/** The build's audits, by the name a refused publish gives them (issue 36 point 4). */
export const PAGE_AUDITS = ['outbound links', 'pictures', 'structured data', 'valid HTML'] as const;

export type PageAuditName = (typeof PAGE_AUDITS)[number];

/** One fault one audit found on one page: what the operator reads when a publish is refused. */
export interface PageAuditFinding {
  readonly page: string;
  readonly audit: PageAuditName;
  readonly problem: string;
}

/** What the audits judge a page by besides its HTML: the partner ids its links must carry and the site's name. */
export interface PageAuditContext {
  readonly ids: LinkAuditIds;
  readonly siteName: string;
}

/**
 * The audits `npm run build` runs over every page (scripts/audit-*.ts), run by a publish over the pages it re-renders,
 * so a change the build would refuse is never published either (docs/decisions/105). Empty when every page passes.
 */
export interface PageAudits {
  audit(pages: readonly BuiltPage[], context: PageAuditContext): Promise<PageAuditFinding[]>;
}

/** A finding as one line: '/tours: valid HTML: <a> element is not permitted as a descendant of <a>'. */
export function findingText({ page, audit, problem }: PageAuditFinding): string {
  return `${page}: ${audit}: ${problem}`;
}
