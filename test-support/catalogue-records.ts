import type { CatalogueEntry } from '../domain/catalogue/catalogue-store.js';

/**
 * Object mother of catalogue records and documents (docs/decisions/098): a tour, a destination and the site settings
 * shaped like today's content, as opaque data. Sample data only, with overrides.
 */
export const aTourEntry = (id = 'arenal-1', overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'tours',
  id,
  data: {
    id,
    destination: 'arenal',
    title: 'Arenal Volcano National Park Guided Hike',
    location: 'La Fortuna',
    duration: '4 hours',
    price: 65,
    rating: 4.8,
    reviewCount: 1240,
    highlights: ['Lava fields of the 1968 eruption', 'Views of Lake Arenal', 'Naturalist guide'],
    category: 'Hiking',
    searchTerm: 'Arenal Volcano hike',
    ...overrides,
  },
});

export const aDestinationEntry = (id = 'arenal', overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'destinations',
  id,
  data: { id, name: 'Arenal', description: 'Volcano, hot springs and hanging bridges', icon: 'volcano', colour: '#c2410c', ...overrides },
});

/** The one settings record: a collection of one, named after it. */
export const aSettingsEntry = (overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'settings',
  id: 'settings',
  data: { siteName: 'Costa Rica Gateway', supportEmail: 'hello@costaricagateway.com', ...overrides },
});

/** A catalogue document of the outer shape (a list per collection, the settings as one object) and its records. */
export function aCatalogueDocument(): { document: Record<string, unknown>; entries: CatalogueEntry[] } {
  const entries = [aDestinationEntry('arenal'), aDestinationEntry('tamarindo', { name: 'Tamarindo' }), aSettingsEntry(), aTourEntry('arenal-1'), aTourEntry('arenal-2', { title: 'Hanging Bridges', searchTerm: 'Arenal hanging bridges' })];
  return {
    document: {
      destinations: [entries[0]!.data, entries[1]!.data],
      settings: entries[2]!.data,
      tours: [entries[3]!.data, entries[4]!.data],
    },
    entries,
  };
}
