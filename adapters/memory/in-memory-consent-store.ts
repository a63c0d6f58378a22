import type { ConsentChoice } from '../../domain/consent/consent-choice.js';
import type { ConsentStore } from '../../domain/consent/consent-store.js';

/** A ConsentStore in memory: the choice of tests, and of the prerender, where no browser keeps one. */
export class InMemoryConsentStore implements ConsentStore {
  private saved: ConsentChoice | undefined;
  /** How many times a choice was saved. */
  saves = 0;

  constructor(initial?: ConsentChoice) {
    this.saved = initial && { ...initial };
  }

  load(): ConsentChoice | undefined {
    return this.saved && { ...this.saved };
  }

  save(choice: ConsentChoice): void {
    this.saved = { analytics: choice.analytics, marketing: choice.marketing };
    this.saves += 1;
  }
}
