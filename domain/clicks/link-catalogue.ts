import { isClickPartner, partnerOfLinkId, type ClickPartner } from './click-partners.js';
import { LINK_ID_PATTERN, MAX_LINK_POSITION, PAGE_PATH_PATTERN, SECTION_PATTERN } from './link-ids.js';

/**
 * One outbound partner link of the catalogue (docs/decisions/067): its id is the catalogue's own (`tour:arenal-1`,
 * `hotel:tabacon-thermal-resort`, `product:lifestraw-go-filter-bottle`), never a URL, so a report cannot name an
 * address of its own choosing, and the dashboard names the link by what it sells.
 */
export interface CatalogueLink {
  readonly id: string;
  readonly partner: ClickPartner;
  /** What the visitor follows the link for: the tour's, hotel's or product's name. */
  readonly label: string;
}


export class InvalidLinkCatalogueError extends Error {
  constructor(problem: string) {
    super(`The link catalogue is not usable: ${problem}`);
    this.name = 'InvalidLinkCatalogueError';
  }
}

/** Where a page shows a link: the section of the page (lower-case words joined by hyphens) and its place in it, from 1. */
export interface LinkPlacement {
  readonly section: string;
  readonly position: number;
}

/**
 * A link where a published page shows it: the page, the section and its position in it. A click report says exactly
 * this (./click-report.ts), so the placements are the reports the site can send, and a day's counts can gain at most
 * one row per placement.
 */
export interface PlacedLink extends LinkPlacement {
  readonly linkId: string;
  readonly page: string;
}

const placeKey = (place: PlacedLink) => JSON.stringify([place.linkId, place.page, place.section, place.position]);

/**
 * Every partner link the built pages carry, the pages, and where each page shows each link (docs/decisions/067, 092):
 * what a click report may name.
 */
export class LinkCatalogue {
  private readonly byId: ReadonlyMap<string, CatalogueLink>;
  private readonly pageSet: ReadonlySet<string>;
  private readonly places: ReadonlyMap<string, PlacedLink>;

  constructor(links: readonly CatalogueLink[], pages: readonly string[], placements: readonly PlacedLink[] = []) {
    const byId = new Map<string, CatalogueLink>();
    for (const link of links) {
      if (!LINK_ID_PATTERN.test(link.id)) throw new InvalidLinkCatalogueError(`"${link.id}" is not a link id`);
      if (partnerOfLinkId(link.id) !== link.partner) throw new InvalidLinkCatalogueError(`"${link.id}" does not lead to ${link.partner}`);
      const known = byId.get(link.id);
      if (known && (known.partner !== link.partner || known.label !== link.label)) {
        throw new InvalidLinkCatalogueError(`"${link.id}" names two different links`);
      }
      byId.set(link.id, link);
    }
    for (const page of pages) if (!PAGE_PATH_PATTERN.test(page)) throw new InvalidLinkCatalogueError(`"${page}" is not a page path`);
    this.byId = byId;
    this.pageSet = new Set(pages);
    const places = new Map<string, PlacedLink>();
    for (const place of placements) {
      if (!byId.has(place.linkId)) throw new InvalidLinkCatalogueError(`it places ${place.linkId}, a link it does not list`);
      if (!this.pageSet.has(place.page)) throw new InvalidLinkCatalogueError(`it places ${place.linkId} on ${place.page}, a page it does not list`);
      if (!SECTION_PATTERN.test(place.section)) throw new InvalidLinkCatalogueError(`"${place.section}" is not a section`);
      if (!Number.isInteger(place.position) || place.position < 1 || place.position > MAX_LINK_POSITION) {
        throw new InvalidLinkCatalogueError(`${place.position} is not a position`);
      }
      const { linkId, page, section, position } = place;
      places.set(placeKey(place), { linkId, page, section, position });
    }
    this.places = places;
  }

  static readonly EMPTY = new LinkCatalogue([], []);

  link(id: string): CatalogueLink | undefined {
    return this.byId.get(id);
  }

  hasPage(path: string): boolean {
    return this.pageSet.has(path);
  }

  /** Whether a published page shows this link in this section at this position. */
  shows(place: PlacedLink): boolean {
    return this.places.has(placeKey(place));
  }

  get placements(): readonly PlacedLink[] {
    return [...this.places.values()];
  }

  get links(): readonly CatalogueLink[] {
    return [...this.byId.values()];
  }

  get pages(): readonly string[] {
    return [...this.pageSet];
  }

  toJson(): string {
    // Each place as [link, page, section, position]: a built site has a few thousand.
    const placements = this.placements.map((place) => [place.linkId, place.page, place.section, place.position]);
    return JSON.stringify({ links: this.links, pages: this.pages, placements });
  }

  /** The catalogue the build wrote (scripts/prerender.ts); anything malformed is refused, naming the fault. */
  static fromJson(text: string): LinkCatalogue {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidLinkCatalogueError('it is not JSON');
    }
    const { links, pages, placements = [] } = (parsed ?? {}) as { links?: unknown; pages?: unknown; placements?: unknown };
    if (!Array.isArray(links) || !Array.isArray(pages)) throw new InvalidLinkCatalogueError('it needs a "links" and a "pages" list');
    if (!Array.isArray(placements)) throw new InvalidLinkCatalogueError('"placements" must be a list');
    return new LinkCatalogue(
      links.map((entry: unknown) => {
        const { id, partner, label } = (entry ?? {}) as Record<string, unknown>;
        if (typeof id !== 'string' || !isClickPartner(partner) || typeof label !== 'string' || label === '') {
          throw new InvalidLinkCatalogueError(`${JSON.stringify(entry)} is not a link (id, partner, label)`);
        }
        return { id, partner, label };
      }),
      pages.map((page: unknown) => {
        if (typeof page !== 'string') throw new InvalidLinkCatalogueError(`${JSON.stringify(page)} is not a page path`);
        return page;
      }),
      placements.map((entry: unknown) => {
        const [linkId, page, section, position] = Array.isArray(entry) && entry.length === 4 ? (entry as unknown[]) : [];
        if (typeof linkId !== 'string' || typeof page !== 'string' || typeof section !== 'string' || typeof position !== 'number') {
          throw new InvalidLinkCatalogueError(`${JSON.stringify(entry)} is not a place (link, page, section, position)`);
        }
        return { linkId, page, section, position };
      }),
    );
  }
}
