/**
 * The outbound-link audit of rendered pages (docs/product.md §1, §7): every link of every page is checked by the
 * domain's audit, a link opening a new tab must say so (issue 37 point 4), and so is the order of its commission lines and paid links (docs/decisions/096); a bad link fails the
 * build (scripts/audit-outbound-links.ts) or refuses a publish (./page-audits.ts) with the page, the link and what is wrong.
 */
import { Parser } from 'htmlparser2';
import { auditDisclosureOrder, DISCLOSURE_ATTRIBUTE, type PageMark } from '../../domain/affiliate/disclosure-order.js';
import { auditOutboundLink, paidPartnerOf, type LinkAuditIds } from '../../domain/affiliate/outbound-link-audit.js';
import { newTabProblem } from '../../domain/affiliate/new-tab-hint.js';
import type { BuiltPage } from '../../domain/publishing/page-audits.js';

export interface LinkProblem {
  readonly page: string;
  readonly href: string;
  readonly problems: readonly string[];
}

interface Anchor {
  href: string;
  rel: string;
  target: string | null;
  /** Its aria-label, or the text inside it (a visually hidden "(opens in a new tab)" included). */
  name: string;
}

/** Every anchor of a page, read by an HTML parser (htmlparser2), with its href, rel, target and name. */
function anchorsOf(html: string): Anchor[] {
  const anchors: Anchor[] = [];
  let inside: { anchor: Anchor; label: string | undefined; depth: number } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (inside) inside.depth++;
      else if (name === 'a' && attributes.href !== undefined) {
        const anchor = { href: attributes.href, rel: attributes.rel ?? '', target: attributes.target ?? null, name: '' };
        anchors.push(anchor);
        inside = { anchor, label: attributes['aria-label'], depth: 0 };
      }
    },
    ontext(text) {
      if (inside) inside.anchor.name += text;
    },
    onclosetag() {
      if (!inside) return;
      if (inside.depth > 0) {
        inside.depth--;
        return;
      }
      if (inside.label !== undefined) inside.anchor.name = inside.label;
      inside = undefined;
    },
  });
  parser.write(html);
  parser.end();
  return anchors;
}

/** The elements that make a group of their own (HTML's sectioning elements, and main). */
const GROUP_ELEMENTS = new Set(['main', 'section', 'article', 'aside', 'nav']);

/**
 * A page's commission lines (the elements carrying DISCLOSURE_ATTRIBUTE) and paid links (rel sponsored), in document
 * order, each with the sectioning elements around it: named by the heading that labels them or their id
 * (`section "coffee-shops-title"`), else by their place among the page's groups.
 */
export function disclosureMarksOf(html: string, brokerHosts: readonly string[]): PageMark[] {
  const marks: PageMark[] = [];
  const open: { name: string; group: string | undefined }[] = [];
  let groups = 0;
  const around = () => open.flatMap((element) => (element.group === undefined ? [] : [element.group]));
  const parser = new Parser({
    onopentag(name, attributes) {
      const label = attributes['aria-labelledby'] ?? attributes.id ?? attributes['aria-label'];
      if (GROUP_ELEMENTS.has(name)) groups++;
      const group = GROUP_ELEMENTS.has(name) ? (label === undefined ? `${name} ${groups}` : `${name} "${label}"`) : undefined;
      open.push({ name, group });
      const partners = attributes[DISCLOSURE_ATTRIBUTE];
      if (partners !== undefined) marks.push({ kind: 'disclosure', partners: partners.split(/\s+/).filter(Boolean), groups: around() });
      if (name === 'a' && attributes.href !== undefined && (attributes.rel ?? '').split(/\s+/).includes('sponsored'))
        marks.push({ kind: 'paid-link', href: attributes.href, partner: paidPartnerOf(attributes.href, brokerHosts), groups: around() });
    },
    onclosetag(name) {
      const at = open.map((element) => element.name).lastIndexOf(name);
      if (at !== -1) open.length = at;
    },
  });
  parser.write(html);
  parser.end();
  return marks;
}

export function auditPages(pages: readonly BuiltPage[], ids: LinkAuditIds): LinkProblem[] {
  return pages.flatMap((page) => [
    ...anchorsOf(page.html).flatMap((anchor) => {
      const newTab = newTabProblem(anchor);
      const problems = [...auditOutboundLink(anchor, ids), ...(newTab === undefined ? [] : [newTab])];
      return problems.length > 0 ? [{ page: page.path, href: anchor.href, problems }] : [];
    }),
    ...auditDisclosureOrder(disclosureMarksOf(page.html, ids.brokerHosts)).map(({ href, problem }) => ({ page: page.path, href, problems: [problem] })),
  ]);
}

export function reportOf(problems: readonly LinkProblem[]): string {
  return problems.map((problem) => `  ${problem.page}: ${problem.href}\n${problem.problems.map((text) => `    - ${text}`).join('\n')}`).join('\n');
}
