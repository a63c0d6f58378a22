import { describe, expect, it } from 'vitest';
import { brokerLink, hotelLink, productLink, retailSearchCatalogueLink, slugOf, tourLink, widgetLink } from './catalogue-links.js';
import { LinkCatalogue } from './link-catalogue.js';
import { LINK_ID_PATTERN } from './link-ids.js';

describe('catalogue link ids', () => {
  it('name each partner link by its catalogue entry', () => {
    expect(tourLink({ id: 'arenal-1', title: 'Arenal Volcano National Park Guided Hike' })).toEqual({ id: 'tour:arenal-1', partner: 'marketplace', label: 'Arenal Volcano National Park Guided Hike' });
    expect(tourLink({ id: 'monteverde-3', title: 'Monteverde Cloud Forest Night Walk' })).toMatchObject({ id: 'tour:monteverde-3' });
    expect(hotelLink({ name: 'Tabacón Thermal Resort & Spa' })).toEqual({ id: 'hotel:tabacon-thermal-resort-and-spa', partner: 'review-site', label: 'Tabacón Thermal Resort & Spa' });
    expect(productLink({ id: 'salsa-lizano', name: 'Salsa Lizano' })).toEqual({ id: 'product:salsa-lizano', partner: 'retail', label: 'Salsa Lizano' });
    expect(brokerLink('Contact Broker', 'Contact the broker')).toEqual({ id: 'broker:contact-broker', partner: 'broker', label: 'Contact the broker' });
    expect(widgetLink('Tamarindo', 'Tamarindo tours on GetYourGuide')).toEqual({ id: 'widget:tamarindo', partner: 'marketplace', label: 'Tamarindo tours on GetYourGuide' });
  });

  it('are always ids the catalogue accepts', () => {
    const links = [tourLink({ id: 'Home_Tour 3', title: 'x' }), hotelLink({ name: '  Nayara Springs!  ' }), productLink({ id: 'ÁRBOL', name: 'x' })];
    expect(links.map((link) => link.id)).toEqual(['tour:home-tour-3', 'hotel:nayara-springs', 'product:arbol']);
    for (const link of links) expect(LINK_ID_PATTERN.test(link.id)).toBe(true);
    expect(() => new LinkCatalogue(links, [])).not.toThrow();
    expect(slugOf('Playas del Coco')).toBe('playas-del-coco');
    expect(retailSearchCatalogueLink('Costa Rican coffee')).toEqual({ id: 'product:search-costa-rican-coffee', partner: 'retail', label: 'Search: Costa Rican coffee' });
  });
});
