import { readFileSync, writeFileSync } from 'node:fs';
import type { MarketplaceTour } from '../../domain/marketplace/marketplace-image-source.js';

/**
 * The file, beside the built pages (UI_DIR), that lists the tours the pages send to the marketplace photo call
 * (docs/decisions/057). The build writes it from the same content the pages are made of; the server reads it at
 * start, so the look-up can only ever concern the tours this build shows.
 */
export const MARKETPLACE_CATALOGUE_FILE = 'marketplace-tours.json';

export function writeMarketplaceCatalogue(file: string, tours: readonly MarketplaceTour[]): void {
  writeFileSync(file, `${JSON.stringify({ tours: tours.map(({ tourId, title, bookingUrl }) => ({ tourId, title, bookingUrl })) }, null, 2)}\n`);
}

/**
 * The catalogue's tours; none when the file is missing or unreadable (a server started without a build, or
 * with another UI_DIR): then the look-up never asks the marketplace, and the curated map still answers.
 */
export function readMarketplaceCatalogue(file: string): MarketplaceTour[] {
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const tours = (document as { tours?: unknown } | null)?.tours;
  if (!Array.isArray(tours)) return [];
  return tours.flatMap((tour: unknown) => {
    const { tourId, title, bookingUrl } = (tour ?? {}) as Record<string, unknown>;
    return typeof tourId === 'string' && typeof title === 'string' && typeof bookingUrl === 'string' ? [{ tourId, title, bookingUrl }] : [];
  });
}
