import { LinkCatalogue, type CatalogueLink, type PlacedLink } from '../../domain/clicks/link-catalogue.js';
import { LINK_CATALOGUE_FILE } from '../../domain/publishing/site-publisher.js';
import type { PublishedSite } from '../publishing/published-site.js';

/**
 * The link catalogue of the site as it is served now (docs/decisions/092, 105): the published one once a publish has
 * changed which links the pages show and where, else the build's. A click report is checked against the pages a
 * visitor can be reading, so a tour a publish adds to a page is counted at once, on every server. Read again only
 * when the served generation changes.
 */
export class PublishedLinkCatalogue extends LinkCatalogue {
  private cached: { generation: number; catalogue: LinkCatalogue } | undefined;

  constructor(
    private readonly built: LinkCatalogue,
    private readonly site: PublishedSite,
  ) {
    super([], []);
  }

  private get current(): LinkCatalogue {
    const generation = this.site.servedGeneration;
    if (this.cached?.generation !== generation) {
      const text = this.site.overlay()?.textOf(LINK_CATALOGUE_FILE);
      this.cached = { generation, catalogue: text === undefined ? this.built : LinkCatalogue.fromJson(text) };
    }
    return this.cached.catalogue;
  }

  override link(id: string): CatalogueLink | undefined {
    return this.current.link(id);
  }

  override hasPage(path: string): boolean {
    return this.current.hasPage(path);
  }

  override shows(place: PlacedLink): boolean {
    return this.current.shows(place);
  }

  override get placements(): readonly PlacedLink[] {
    return this.current.placements;
  }

  override get links(): readonly CatalogueLink[] {
    return this.current.links;
  }

  override get pages(): readonly string[] {
    return this.current.pages;
  }

  override toJson(): string {
    return this.current.toJson();
  }
}
