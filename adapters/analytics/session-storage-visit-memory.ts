import type { VisitMemory } from '../../domain/analytics/visit-memory.js';
import type { KeyValueStorage } from './local-storage-consent-store.js';

/** The sessionStorage key of the visit: the tab's, so a new tab or a new session is a new visit. */
export const VISIT_STORAGE_KEY = 'crg:visit';

interface StoredVisit {
  readonly landing?: string;
  readonly reported?: boolean;
}

/**
 * The visit's memory in the tab's sessionStorage (docs/decisions/083: moving between static pages loads a page).
 * A browser that blocks storage, or a damaged value, leaves each page load a visit of its own, as before.
 */
export class SessionStorageVisitMemory implements VisitMemory {
  private fallback: StoredVisit = {};

  constructor(private readonly storage: () => KeyValueStorage) {}

  landing(): string | undefined {
    return this.read().landing;
  }

  rememberLanding(address: string): void {
    this.write({ ...this.read(), landing: address });
  }

  reported(): boolean {
    return this.read().reported === true;
  }

  markReported(): void {
    this.write({ ...this.read(), reported: true });
  }

  private read(): StoredVisit {
    try {
      const stored = JSON.parse(this.storage().getItem(VISIT_STORAGE_KEY) ?? '{}') as unknown;
      return stored && typeof stored === 'object' ? (stored as StoredVisit) : {};
    } catch {
      return this.fallback;
    }
  }

  private write(visit: StoredVisit): void {
    this.fallback = visit;
    try {
      this.storage().setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      // Storage blocked: this page load keeps its visit in memory.
    }
  }
}
