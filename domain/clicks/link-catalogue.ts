import { isClickPartner, partnerOfLinkId, type ClickPartner } from './click-partners.js';
import { LINK_ID_PATTERN, PAGE_PATH_PATTERN } from './link-ids.js';

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

/** Every partner link the built pages carry, and the pages they are on: what a click report may name. */
export class LinkCatalogue {
  private readonly byId: ReadonlyMap<string, CatalogueLink>;
  private readonly pageSet: ReadonlySet<string>;

  constructor(links: readonly CatalogueLink[], pages: readonly string[]) {
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
  }

  static readonly EMPTY = new LinkCatalogue([], []);

  link(id: string): CatalogueLink | undefined {
    return this.byId.get(id);
  }

  hasPage(path: string): boolean {
    return this.pageSet.has(path);
  }

  get links(): readonly CatalogueLink[] {
    return [...this.byId.values()];
  }

  get pages(): readonly string[] {
    return [...this.pageSet];
  }

  toJson(): string {
    return JSON.stringify({ links: this.links, pages: this.pages });
  }

  /** The catalogue the build wrote (scripts/prerender.ts); anything malformed is refused, naming the fault. */
  static fromJson(text: string): LinkCatalogue {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidLinkCatalogueError('it is not JSON');
    }
    const { links, pages } = (parsed ?? {}) as { links?: unknown; pages?: unknown };
    if (!Array.isArray(links) || !Array.isArray(pages)) throw new InvalidLinkCatalogueError('it needs a "links" and a "pages" list');
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
    );
  }
}
