import { allowsAny, type ConsentChoice, type ConsentListener, type ConsentPurpose } from './consent-choice.js';
import type { ConsentStore } from './consent-store.js';

/**
 * The visitor's consent in one page (docs/decisions/040-consent-before-tracking.md): no choice until the visitor
 * makes one (the banner then shows), the choice read from the store at start, and changed from the banner or the
 * footer's Cookie settings. Until there is a choice, no purpose is allowed.
 */
export class Consent {
  private current: ConsentChoice | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: ConsentStore) {
    this.current = store.load();
  }

  /** The visitor's choice, or undefined before one was made. The same object until the next choice. */
  get choice(): ConsentChoice | undefined {
    return this.current;
  }

  allows(purpose: ConsentPurpose): boolean {
    return this.current?.[purpose] ?? false;
  }

  /** Whether any purpose is allowed, so that tracking runs at all. */
  get allowsAny(): boolean {
    return allowsAny(this.current);
  }

  choose(choice: ConsentChoice): void {
    this.current = { analytics: choice.analytics, marketing: choice.marketing };
    this.store.save(this.current);
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` after every choice; returns the way to stop (React's useSyncExternalStore shape). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Gives a tag the choice now, if there is one, and every choice after. */
  follow(tag: ConsentListener): () => void {
    if (this.current) tag.consentChanged(this.current);
    return this.subscribe(() => tag.consentChanged(this.current!));
  }
}
