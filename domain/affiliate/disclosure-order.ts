import type { ClickPartner } from '../clicks/click-partners.js';

/**
 * The partners whose links may pay the site: a commission, or the broker's referral fee (docs/decisions/133; before
 * it, decision 013 counted the broker's links as unpaid).
 */
export type PaidPartner = ClickPartner;

/**
 * The attribute of a commission line (the one-line affiliate disclosure), naming the partners whose links it
 * discloses, space-separated: `data-affiliate-disclosure="retail"`. The build's audit finds the lines by it.
 */
export const DISCLOSURE_ATTRIBUTE = 'data-affiliate-disclosure';

/** Where a mark sits: the sections (and other sectioning elements) around it, outermost first, each named once per page. */
type Groups = readonly string[];

/** What the disclosure audit reads of a page, in document order: its commission lines and its paid (sponsored) links. */
export type PageMark =
  | { readonly kind: 'disclosure'; readonly partners: readonly string[]; readonly groups: Groups }
  | { readonly kind: 'paid-link'; readonly href: string; readonly partner: PaidPartner | undefined; readonly groups: Groups };

export interface DisclosureProblem {
  readonly href: string;
  readonly problem: string;
}

/** The outermost group: every page is one. */
const PAGE = 'the page';

/**
 * docs/decisions/096: a visitor reads that we earn a commission before the first paid link of each group, not after
 * it. A group is the page, and each section of it that has a commission line of its own: in every group, the first
 * link of a partner comes after the group's first line naming that partner. A page with a partner's links and no line
 * naming the partner fails, and so does a sponsored link to no partner a line could name. One problem per group and
 * partner, at its first link (the outermost group it fails in): the rest of the group's links move with it.
 */
export function auditDisclosureOrder(marks: readonly PageMark[]): DisclosureProblem[] {
  const problems: DisclosureProblem[] = [];
  const reported = new Set<string>();
  const firstLine = (partner: PaidPartner, group: string) =>
    marks.findIndex((mark) => mark.kind === 'disclosure' && mark.partners.includes(partner) && (group === PAGE || mark.groups.includes(group)));
  marks.forEach((mark, index) => {
    if (mark.kind === 'disclosure') return;
    const { href, partner } = mark;
    if (partner === undefined) {
      problems.push({ href, problem: 'marked sponsored, but it leads to no partner a commission line can name' });
      return;
    }
    // A section without a line of its own is covered by the lines around it; the page must have one.
    const failing = [PAGE, ...mark.groups].flatMap((group) => {
      const line = firstLine(partner, group);
      return (line === -1 ? group !== PAGE : line < index) ? [] : [{ group, line }];
    });
    const fresh = failing.filter(({ group }) => !reported.has(`${partner} in ${group}`));
    for (const { group } of failing) reported.add(`${partner} in ${group}`);
    const [first] = fresh;
    if (first === undefined) return;
    problems.push({
      href,
      problem: first.line === -1 ? `no commission line of the page names ${partner}` : `the first ${partner} link of ${first.group} comes before its commission line`,
    });
  });
  return problems;
}
