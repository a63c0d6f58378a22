import type { LinkCatalogue, PlacedLink } from './link-catalogue.js';
import { LINK_ID_PATTERN, MAX_LINK_POSITION, SECTION_PATTERN } from './link-ids.js';

/**
 * What one click report says (docs/decisions/067): which catalogue link was followed, and where it sat: the page,
 * the section of the page, and its position in that section (1 = first). Nothing about the visitor.
 */
export type ClickReport = PlacedLink;

/** The report's fields as they arrive: query parameters of a ping, or the form body of a beacon. */
export type ClickReportFields = Readonly<Record<'link' | 'page' | 'section' | 'position', string | null | undefined>>;


/** A report the server refuses with 400: it names something the catalogue does not know, a place no page has, or is malformed. */
export class InvalidClickReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidClickReportError';
  }
}

/** The report the fields describe, checked against the catalogue; a refusal says which field is wrong. */
export function readClickReport(fields: ClickReportFields, catalogue: LinkCatalogue): ClickReport {
  const { link, page, section, position } = fields;
  if (!link || !LINK_ID_PATTERN.test(link)) throw new InvalidClickReportError('"link" must be a catalogue link id, such as tour:arenal-1.');
  if (!catalogue.link(link)) throw new InvalidClickReportError(`"link" names no link of the catalogue: ${link}.`);
  if (!page || !catalogue.hasPage(page)) throw new InvalidClickReportError('"page" must be the path of a page of the site, such as /destinations/arenal.');
  if (!section || !SECTION_PATTERN.test(section)) {
    throw new InvalidClickReportError('"section" must be lower-case words joined by hyphens, at most 40 characters.');
  }
  const place = /^[1-9][0-9]{0,2}$/.test(position ?? '') ? Number(position) : 0;
  if (place < 1 || place > MAX_LINK_POSITION) throw new InvalidClickReportError(`"position" must be a whole number from 1 to ${MAX_LINK_POSITION}.`);
  const report = { linkId: link, page, section, position: place };
  // issue 35: only a place the published page really has, so made-up sections and positions add no rows.
  if (!catalogue.shows(report)) throw new InvalidClickReportError(`${page} shows no ${link} at position ${place} of section "${section}".`);
  return report;
}

/** The fields of a report, in the order the ping address and the beacon body carry them. */
export function clickReportFields(report: ClickReport): [string, string][] {
  return [
    ['link', report.linkId],
    ['page', report.page],
    ['section', report.section],
    ['position', String(report.position)],
  ];
}
