import type { ContactKind } from '../analytics/events.js';
import type { RealEstateView } from './real-estate-view.js';

/**
 * What /real-estate offers a visitor to reach the featured broker (docs/product.md §2 "/real-estate", §7 contact_click):
 * the broker card's heading and figures, its contact list (a phone only when one is set), the developments' links and
 * the closing call to action, drawn from the page's view (./real-estate-view.ts). The page (ui/content/real-estate.ts)
 * and the tests read them here.
 */

/** docs/product.md §2: the in-page anchor Schedule Consultation jumps to (the broker card's contact list). */
export const CONTACT_ANCHOR = 'contact';

/** docs/product.md §7 contact_click: the '{target}' of the '{kind}_{target}' label of every link on this page. */
export const CONTACT_TARGET = 'broker';

/** A contact link of the page; its kind is the one docs/product.md §7 contact_click reports. */
export interface ContactLink {
  readonly kind: ContactKind;
  /** The link's text, with the address or number itself for email and phone. */
  readonly label: string;
  readonly href: string;
  /**
   * Where it leads: a place of the portal (the page's anchor, mail, phone), the broker's own website or listings (a
   * paid link: the broker may pay a referral fee, docs/decisions/133), or another site (its LinkedIn page). The last
   * two open in a new tab (docs/product.md §7).
   */
  readonly leads: 'here' | 'broker' | 'elsewhere';
}

/** The figures of the broker card (docs/product.md §9: 15+ listings; the locations counted from the settings' markets). */
export interface BrokerStat {
  readonly value: string;
  readonly label: string;
}

/** The broker card's heading: the broker the settings name, so a visitor can check whom we send them to (issue 37). */
export const brokerCardTitle = (broker: Pick<RealEstateView['broker'], 'name'>): string => `Our Featured Broker: ${broker.name}`;

/** The broker card's two figures: its listings, and its key locations counted from the markets it shows (issue 37). */
export function brokerStats(broker: Pick<RealEstateView['broker'], 'keyLocations'>): readonly [BrokerStat, BrokerStat] {
  return [
    { value: '15+', label: 'Active Listings' },
    { value: String(broker.keyLocations), label: broker.keyLocations === 1 ? 'Key Location' : 'Key Locations' },
  ];
}

/**
 * The broker card's contact list (docs/product.md §2, §7): the broker's LinkedIn page (when the settings name one),
 * market listings and website (the broker's site), the support address, and a phone only when one is set (no
 * placeholder that may ring a stranger).
 */
export function brokerContacts({ broker, support }: Pick<RealEstateView, 'broker' | 'support'>): ContactLink[] {
  return [
    ...(broker.linkedInUrl === undefined ? [] : [{ kind: 'linkedin' as const, label: 'LinkedIn', href: broker.linkedInUrl, leads: 'elsewhere' as const }]),
    { kind: 'market_link', label: `${broker.name} listings`, href: broker.listingsUrl, leads: 'broker' },
    { kind: 'website', label: `${broker.name} website`, href: broker.siteUrl, leads: 'broker' },
    { kind: 'email', label: `Email ${support.email}`, href: `mailto:${support.email}`, leads: 'here' },
    ...(support.phone === undefined ? [] : [{ kind: 'phone' as const, label: `Call ${support.phone}`, href: `tel:${support.phone.replace(/\s+/g, '')}`, leads: 'here' as const }]),
  ];
}

/** A pre-sale development's link to the broker's site, as the page's contact links report it (dream_home_link). */
export const dreamHomeLink = (link: { readonly label: string; readonly href: string }): ContactLink => ({ kind: 'dream_home_link', ...link, leads: 'broker' });

/** docs/product.md §2: the closing call to action; View All Listings opens the broker's listings page. */
export function realEstateCta(broker: Pick<RealEstateView['broker'], 'listingsUrl'>) {
  return {
    title: 'Ready to Find Your Place in Costa Rica?',
    text: 'Tell us what you are looking for, where and within what budget, and our featured broker will prepare a shortlist of condos, homes and pre-sale projects that fit.',
    consultation: { kind: 'contact', label: 'Schedule Consultation', href: `#${CONTACT_ANCHOR}`, leads: 'here' },
    listings: { kind: 'listings', label: 'View All Listings', href: broker.listingsUrl, leads: 'broker' },
  } as const satisfies { title: string; text: string; consultation: ContactLink; listings: ContactLink };
}
