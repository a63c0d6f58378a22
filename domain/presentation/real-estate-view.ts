import type { CatalogueReader } from '../catalogue/catalogue-reader.js';
import { formatUsd } from '../catalogue/catalogue.js';
import type { ListedDevelopment } from '../seo/development-structured-data.js';
import { deliveryLine } from './delivery-date.js';

/*
 * docs/product.md §2 /real-estate: the developments of the catalogue, in their order, as their sections show them,
 * and the addresses the page links to (the broker's site and LinkedIn page, the support contacts: the settings).
 */

interface DevelopmentBasics {
  /** The section's id prefix. */
  readonly id: string;
  readonly name: string;
  /** As shown under the name: 'Coco Beach, Guanacaste'. */
  readonly location: string;
  readonly summary: string;
  readonly image: { readonly src: string; readonly alt: string };
}

/** A project sold before completion (docs/product.md §9: Serena, from $290,000). */
export interface PreSaleDevelopmentView extends DevelopmentBasics {
  readonly kind: 'pre-sale';
  readonly saleLabel: string;
  /** The price as text with $, the form docs/product.md §5 turns into a number for tracking. */
  readonly price: string;
  /** The price as shown: 'From $290,000'. */
  readonly priceLabel: string;
  readonly priceNote: string;
  readonly incentives: readonly string[];
  /** Its planned delivery as said today; `past` when the month has gone by, which the line then says (issue 37). */
  readonly delivery: { readonly text: string; readonly past: boolean };
  /** The construction status badge. */
  readonly status: string;
  /** Its link to the broker's website, whose words say where it goes: 'Ask {broker} about {name}'. */
  readonly link: { readonly label: string; readonly href: string };
}

export interface KeyFact {
  readonly figure: string;
  /** Singular for one: 'unit', 'bedroom', 'square meter'. */
  readonly unit: string;
}

/** A figure and its unit, singular for one. */
const keyFact = (figure: number, one: string, many: string): KeyFact => ({ figure: String(figure), unit: figure === 1 ? one : many });

/**
 * A figure joined to its word by a hyphen ("3-bedroom") keeps them together: a non-breaking hyphen, so a phone's line
 * never ends on "3-" (issue 37 point 3).
 */
const figuresKeptWhole = (text: string): string => text.replace(/(\d)-(?=\p{L})/gu, '$1\u2011');

/** A condominium selling its units (docs/product.md §9: Zura, 36 units). */
export interface CondoDevelopmentView extends DevelopmentBasics {
  readonly kind: 'condo';
  /**
   * 36 units, 2 bedrooms, 60 square meters: each figure and its unit apart, so the page draws the figure large over
   * whole words and a narrow box never splits "bedrooms" (issue 37 point 3).
   */
  readonly keyFacts: readonly KeyFact[];
  readonly amenities: readonly string[];
  readonly projectStatus: readonly { readonly label: string; readonly done: boolean }[];
  readonly testimonial: { readonly quote: string; readonly attribution: string };
}

export type DevelopmentView = PreSaleDevelopmentView | CondoDevelopmentView;

export interface RealEstateView {
  readonly developments: readonly DevelopmentView[];
  /**
   * The featured broker as the settings name it (issue 37): its name, website, listings page, the markets it covers
   * and their count (the card's "N Key Locations"), and its LinkedIn page when the settings name one.
   */
  readonly broker: {
    readonly name: string;
    readonly siteUrl: string;
    readonly listingsUrl: string;
    readonly markets: readonly string[];
    readonly keyLocations: number;
    readonly linkedInUrl?: string;
  };
  /** The support address, and a phone only when one is set. */
  readonly support: { readonly email: string; readonly phone?: string };
  /** docs/product.md §2 search metadata: the developments as schema.org data. */
  readonly structuredData: readonly ListedDevelopment[];
}

/** Reads the developments (a list) and the settings; `today` decides how a planned delivery reads. */
export function realEstateView(reader: CatalogueReader, today: Date): RealEstateView {
  const { broker, support } = reader.settings();
  const records = reader.developments();
  return {
    developments: records.map((record): DevelopmentView => {
      const basics = { id: record.id, name: record.name, location: record.location.en, summary: record.summary.en, image: { src: record.image.src, alt: record.image.alt.en } };
      if (record.kind === 'condo') {
        return {
          ...basics,
          kind: 'condo',
          keyFacts: [keyFact(record.units, 'unit', 'units'), keyFact(record.bedrooms, 'bedroom', 'bedrooms'), keyFact(record.floorSizeSquareMeters, 'square meter', 'square meters')],
          amenities: [...record.amenities.en],
          projectStatus: record.projectStatus.map((stage) => ({ label: stage.label.en, done: stage.done })),
          testimonial: { quote: record.testimonial.quote.en, attribution: record.testimonial.attribution.en },
        };
      }
      const price = formatUsd(record.price);
      return {
        ...basics,
        kind: 'pre-sale',
        saleLabel: record.saleLabel.en,
        price,
        priceLabel: `From ${price}`,
        priceNote: figuresKeptWhole(record.priceNote.en),
        incentives: [...record.incentives.en],
        delivery: deliveryLine(record.deliveryBy, today),
        status: record.status.en,
        link: { label: `Ask ${broker.name} about ${record.name}`, href: broker.siteUrl },
      };
    }),
    broker: {
      name: broker.name,
      siteUrl: broker.siteUrl,
      listingsUrl: broker.listingsUrl,
      markets: [...broker.markets],
      keyLocations: broker.markets.length,
      ...(broker.linkedInUrl === undefined ? {} : { linkedInUrl: broker.linkedInUrl }),
    },
    support: { email: support.email, ...(support.phone === undefined ? {} : { phone: support.phone }) },
    structuredData: records.map((record) => ({
      name: record.name,
      description: record.summary.en,
      locality: record.locality,
      region: record.region,
      imageUrl: record.image.src,
      url: broker.siteUrl,
      bedrooms: record.bedrooms,
      ...(record.kind === 'pre-sale'
        ? { offer: { priceFromUsd: record.price, stage: 'pre-sale' as const } }
        : { floorSizeSquareMeters: record.floorSizeSquareMeters, units: record.units, amenities: [...record.amenities.en] }),
    })),
  };
}
