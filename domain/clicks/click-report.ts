import type { LinkCatalogue } from './link-catalogue.js';
import { LINK_ID_PATTERN } from './link-ids.js';

/**
 * What one click report says (docs/decisions/067): which catalogue link was followed, and where it sat: the page,
 * the section of the page, and its position in that section (1 = first). Nothing about the visitor.
 */
export interface ClickReport {
  readonly linkId: string;
  readonly page: string;
  readonly section: string;
  readonly position: number;
}

/** The report's fields as they arrive: query parameters of a ping, or the form body of a beacon. */
export type ClickReportFields = Readonly<Record<'link' | 'page' | 'section' | 'position', string | null | undefined>>;

const SECTION_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SECTION_LENGTH = 40;
/** No page of the catalogue shows more links in one section. */
export const MAX_LINK_POSITION = 200;

/** A report the server refuses with 400: it names something the catalogue does not know, or is malformed. */
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
  if (!section || section.length > MAX_SECTION_LENGTH || !SECTION_PATTERN.test(section)) {
    throw new InvalidClickReportError('"section" must be lower-case words joined by hyphens, at most 40 characters.');
  }
  const place = /^[1-9][0-9]{0,2}$/.test(position ?? '') ? Number(position) : 0;
  if (place < 1 || place > MAX_LINK_POSITION) throw new InvalidClickReportError(`"position" must be a whole number from 1 to ${MAX_LINK_POSITION}.`);
  return { linkId: link, page, section, position: place };
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
