import { describe, expect, it } from 'vitest';
import { brokerCardTitle, brokerContacts, brokerStats, CONTACT_ANCHOR, CONTACT_TARGET, dreamHomeLink, realEstateCta } from './real-estate-contacts.js';

const broker = {
  name: 'Example Realty',
  siteUrl: 'https://broker.example/',
  listingsUrl: 'https://broker.example/listings',
  linkedInUrl: 'https://www.linkedin.com/company/broker',
  markets: ['Escazú, San José', 'Nosara'],
  keyLocations: 2,
};

describe("/real-estate's ways to reach the featured broker (docs/product.md §2, §7)", () => {
  it("names the broker the settings name, and counts its key locations from its markets", () => {
    expect(brokerCardTitle(broker)).toBe('Our Featured Broker: Example Realty');
    expect(brokerStats({ keyLocations: 3 })).toEqual([
      { value: '15+', label: 'Active Listings' },
      { value: '3', label: 'Key Locations' },
    ]);
    expect(brokerStats({ keyLocations: 1 })[1]).toEqual({ value: '1', label: 'Key Location' });
  });

  it('lists LinkedIn, the listings, the website, the support address and a phone, each leading where it says', () => {
    expect(brokerContacts({ broker, support: { email: 'hello@example.org', phone: '+506 2222 3333' } })).toEqual([
      { kind: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/broker', leads: 'elsewhere' },
      { kind: 'market_link', label: 'Example Realty listings', href: 'https://broker.example/listings', leads: 'broker' },
      { kind: 'website', label: 'Example Realty website', href: 'https://broker.example/', leads: 'broker' },
      { kind: 'email', label: 'Email hello@example.org', href: 'mailto:hello@example.org', leads: 'here' },
      { kind: 'phone', label: 'Call +506 2222 3333', href: 'tel:+50622223333', leads: 'here' },
    ]);
  });

  it('leaves out a LinkedIn page and a phone the settings do not name: no placeholder that may ring a stranger', () => {
    const { linkedInUrl: _none, ...withoutLinkedIn } = broker;
    expect(brokerContacts({ broker: withoutLinkedIn, support: { email: 'hello@example.org' } }).map((link) => link.kind)).toEqual(['market_link', 'website', 'email']);
  });

  it("sends a development's link and the closing call's listings to the broker, and its consultation to the contact list", () => {
    expect(dreamHomeLink({ label: 'Ask about Vista Mar', href: 'https://broker.example/' })).toEqual({ kind: 'dream_home_link', label: 'Ask about Vista Mar', href: 'https://broker.example/', leads: 'broker' });
    expect(realEstateCta(broker)).toEqual({
      title: 'Ready to Find Your Place in Costa Rica?',
      text: 'Tell us what you are looking for, where and within what budget, and our featured broker will prepare a shortlist of condos, homes and pre-sale projects that fit.',
      consultation: { kind: 'contact', label: 'Schedule Consultation', href: '#contact', leads: 'here' },
      listings: { kind: 'listings', label: 'View All Listings', href: 'https://broker.example/listings', leads: 'broker' },
    });
    expect([CONTACT_ANCHOR, CONTACT_TARGET]).toEqual(['contact', 'broker']);
  });
});
