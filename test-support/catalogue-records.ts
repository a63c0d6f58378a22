import type { CatalogueEntry } from '../domain/catalogue/catalogue-store.js';
import { aDestination, aPublicTour, someSettings } from './catalogue-documents.js';

/**
 * Object mother of catalogue records as the store keeps them (docs/decisions/098): a tour, a destination and the site
 * settings, each the one sample record of ./catalogue-documents.ts (sound under its zod schema by default) under an id
 * the test names, with overrides. The store holds records as opaque data, so one builder per kind serves both.
 */
export const aTourEntry = (id = 'arenal-1', overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'tours',
  id,
  data: aPublicTour({ id, ...overrides }),
});

export const aDestinationEntry = (id = 'arenal', overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'destinations',
  id,
  data: aDestination({ id, ...overrides }),
});

/** The one settings record: a collection of one, named after it. */
export const aSettingsEntry = (overrides: Record<string, unknown> = {}): CatalogueEntry => ({
  collection: 'settings',
  id: 'settings',
  data: someSettings(overrides),
});

/** A catalogue document of the outer shape (a list per collection, the settings as one object) and its records. */
export function aCatalogueDocument(): { document: Record<string, unknown>; entries: CatalogueEntry[] } {
  const entries = [aDestinationEntry('arenal'), aDestinationEntry('tamarindo', { name: { en: 'Tamarindo' } }), aSettingsEntry(), aTourEntry('arenal-1'), aTourEntry('arenal-2', { title: { en: 'Hanging Bridges' }, searchTerm: 'Arenal hanging bridges' })];
  return {
    document: {
      destinations: [entries[0]!.data, entries[1]!.data],
      settings: entries[2]!.data,
      tours: [entries[3]!.data, entries[4]!.data],
    },
    entries,
  };
}
