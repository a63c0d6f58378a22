/**
 * Which islands' imports are requested all at once when the island starts (docs/decisions/090). Vite's loader helper
 * adds a `<link rel="modulepreload">` for each chunk a dynamic import needs, so they load in one round trip instead of
 * two; but each link costs the main thread about a millisecond to insert (10.7 ms per load of /tours for the
 * tour-card photos' nine chunks, at full speed, measured), all in the one task that starts the island. An island that
 * waits for the visitor is worth it: the visitor is waiting for it. One that starts at load, when idle or when visible
 * is not: nobody waits for it, and the browser's module loader fetches its imports once its own chunk is in, without
 * those links, in tasks of its own.
 */
export const ISLANDS_PRELOADED_ON_START: ReadonlySet<string> = new Set(['site-header', 'consent-banner', 'tour-filter']);

/** The island a chunk file holds (`assets/tour-filter-island-D7rRY9Fb.js` → `tour-filter`), undefined for any other file. */
export function islandOfChunk(file: string): string | undefined {
  return /(?:^|\/)([a-z][a-z-]*)-island-[\w-]+\.js$/.exec(file)?.[1];
}

/** The chunks to preload beside a dynamic import of `file`: all of them, except for an island that nobody waits for. */
export function preloadedDependencies(file: string, dependencies: readonly string[]): string[] {
  const island = islandOfChunk(file);
  return island === undefined || ISLANDS_PRELOADED_ON_START.has(island) ? [...dependencies] : [];
}
