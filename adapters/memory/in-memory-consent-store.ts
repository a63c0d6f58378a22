import type { KeptConsentChoice } from '../../domain/consent/consent-choice.js';
import type { ConsentStore } from '../../domain/consent/consent-store.js';

const copy = ({ choice, madeAt, askAgainAt }: KeptConsentChoice): KeptConsentChoice => ({
  choice: { analytics: choice.analytics, marketing: choice.marketing },
  madeAt: new Date(madeAt.getTime()),
  askAgainAt: new Date(askAgainAt.getTime()),
});

/** A ConsentStore in memory: the choice of tests, and of the prerender, where no browser keeps one. */
export class InMemoryConsentStore implements ConsentStore {
  private saved: KeptConsentChoice | undefined;
  /** How many times a choice was saved. */
  saves = 0;

  constructor(initial?: KeptConsentChoice) {
    this.saved = initial && copy(initial);
  }

  load(): KeptConsentChoice | undefined {
    return this.saved && copy(this.saved);
  }

  save(kept: KeptConsentChoice): void {
    this.saved = copy(kept);
    this.saves += 1;
  }
}
