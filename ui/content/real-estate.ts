import { illustrationUrl } from './illustrations.js';

export {
  brokerCardTitle, brokerContacts, brokerStats, CONTACT_ANCHOR, CONTACT_TARGET, dreamHomeLink, realEstateCta, type BrokerStat, type ContactLink,
} from '../../domain/presentation/real-estate-contacts.js';

/**
 * The copy of /real-estate (docs/product.md §2 "/real-estate"): the featured broker's card and the closing call to
 * action. The developments, the broker's addresses and the support contacts are the page's view
 * (domain/presentation/real-estate-view.ts). Every figure is the one of docs/product.md §9 "Real estate", written
 * exactly as given there.
 */

/** docs/product.md §2 route table: the page's heading, the same as its entry in domain/presentation/site-pages.ts. */
export const REAL_ESTATE_HEADING = 'Costa Rica Real Estate';

export const REAL_ESTATE_TAGLINE =
  'Beach condos in Guanacaste, homes in the Central Valley and pre-sale developments, with a featured broker who works with foreign buyers.';

export interface ContentImage {
  readonly src: string;
  /** The illustration's own title (ui/public/illustrations/*.svg), so the alt says what is drawn. */
  readonly alt: string;
}

export const REAL_ESTATE_HERO_IMAGE: ContentImage = {
  src: illustrationUrl('property'),
  alt: 'Illustration: Modern condominium building with a sale sign',
};

export interface FeaturedBroker {
  readonly about: readonly string[];
  readonly specializations: readonly string[];
  /** docs/product.md §9: listings priced from 150K to 650K+ USD. */
  readonly priceRange: string;
}

/** docs/product.md §2 "/real-estate": the featured broker's card; its name, markets and addresses are the settings'. */
export const FEATURED_BROKER: FeaturedBroker = {
  about: [
    'Our featured broker works with foreign buyers from the first search to the closing: it shortlists properties, arranges viewings in person or by video call, and coordinates with the notary, the lender and the property manager. Before you sign, ask whoever shows you a property for their membership of the Cámara Costarricense de Corredores de Bienes Raíces.',
    'Foreigners can own titled property in Costa Rica with the same rights as citizens. Every sale is closed before a notary public and recorded in the National Registry; land inside the maritime-terrestrial zone along the beaches is held as a concession instead, and the broker explains which listings are which.',
  ],
  // US$150,000: the minimum investment for investor residency since Costa Rica's Law 9996 (2021).
  specializations: [
    'Beach condos in Guanacaste',
    'Pre-construction and pre-sale projects',
    'Residency-by-investment properties (US$150,000 and up)',
    'Central Valley homes',
    'Property management referrals',
  ],
  priceRange: 'Listings priced from 150K to 650K+ USD',
};

