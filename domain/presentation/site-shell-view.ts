import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import type { CataloguePage } from '../catalogue/schema/page-schema.js';
import { pageSeo } from '../seo/og-image.js';
import type { SeoBlock } from '../seo/seo-block.js';

/** A page of the site as a link names it (a type, not an interface: an island's props carry it as JSON). */
export type PlaceLink = {
  readonly path: string;
  readonly label: string;
};

/**
 * What every page's header and footer show from the catalogue (docs/product.md §2 "Header and navigation", "Footer"):
 * the site's name, the destination pages (the footer's Destinations) and the activity pages (the header's Tours menu)
 * in their order, and the support address. The fixed places beside them (Home, Real Estate, the legal pages) are the
 * portal's fixed places (../navigation/site-places.ts).
 */
export interface SiteShellView {
  readonly siteName: string;
  readonly destinationPages: readonly PlaceLink[];
  readonly activityPages: readonly PlaceLink[];
  readonly supportEmail: string;
  /** Who runs the site, as the privacy policy names them: its legal name, and its address once the settings give one. */
  readonly operator: { readonly legalName: string; readonly address?: string };
}

/** The shell of every page: it reads every page record (a list) and the settings, so any change to either reaches every page. */
export function siteShellView(reader: CatalogueReader): SiteShellView {
  const placesOf = (kind: 'destination' | 'activity') => reader.placePages(kind).map((page) => ({ path: page.path, label: page.label.en }));
  const settings = reader.settings();
  const { legalName, address } = settings.operator;
  return {
    siteName: settings.siteName,
    destinationPages: placesOf('destination'),
    activityPages: placesOf('activity'),
    supportEmail: settings.support.email,
    operator: { legalName, ...(address === undefined ? {} : { address }) },
  };
}

/** A page's main heading and search metadata, as its record gives them. */
export interface PageHead {
  readonly heading: string;
  readonly seo: SeoBlock;
}

export function pageHeadOf(page: CataloguePage): PageHead {
  return { heading: page.heading.en, seo: pageSeo(page.path, { title: page.seo.title.en, description: page.seo.description.en, keywords: page.seo.keywords.en }) };
}
