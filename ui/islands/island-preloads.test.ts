import { describe, expect, it } from 'vitest';
import { ISLANDS_PRELOADED_ON_START, islandOfChunk, preloadedDependencies } from './island-preloads.js';

const DEPENDENCIES = ['assets/react-BExLkxcD.js', 'assets/badge-DR1FOg0V.js'];

describe('which imports are preloaded when an island starts (docs/decisions/090)', () => {
  it('names the island a chunk file holds, and no island for any other file', () => {
    expect(islandOfChunk('assets/tour-card-photos-island-CIV4UYvQ.js')).toBe('tour-card-photos');
    expect(islandOfChunk('tour-filter-island-D7rRY9Fb.js')).toBe('tour-filter');
    expect(islandOfChunk('assets/full-app-BGvVLoC3.js')).toBeUndefined();
    expect(islandOfChunk('assets/island-services-DZY8BnP9.js')).toBeUndefined();
  });

  it('preloads every import of an island the visitor waits for', () => {
    for (const island of ISLANDS_PRELOADED_ON_START) expect(preloadedDependencies(`assets/${island}-island-Ab12_-x.js`, DEPENDENCIES)).toEqual(DEPENDENCIES);
  });

  it('preloads none for an island that starts by itself (load, idle, visible): the module loader fetches them', () => {
    expect(preloadedDependencies('assets/tour-card-photos-island-CIV4UYvQ.js', DEPENDENCIES)).toEqual([]);
    expect(preloadedDependencies('assets/partner-widget-island-IIuaXwy5.js', DEPENDENCIES)).toEqual([]);
  });

  it('leaves any other dynamic import as Vite has it (the admin app and its screens)', () => {
    expect(preloadedDependencies('assets/full-app-BGvVLoC3.js', DEPENDENCIES)).toEqual(DEPENDENCIES);
  });
});
