import type { Clock } from '../kernel/clock.js';
import { allowsAny, type ConsentChoice, type ConsentListener, type ConsentPurpose } from './consent-choice.js';
import { askAgainAt, DEFAULT_CONSENT_LIFETIME, isStillValid, type ConsentLifetime } from './consent-lifetime.js';
import type { ConsentStore } from './consent-store.js';
import { refusedByPrivacySignal, underPrivacySignal } from './privacy-signal.js';

/** What the consent depends on besides its store (docs/decisions/082). */
export interface ConsentSettings {
  /** Dates a choice, and tells whether a kept one has expired. */
  readonly clock: Clock;
  /** How long a refusal and an acceptance are kept; absent: 6 and 13 months. */
  readonly lifetime?: ConsentLifetime;
  /** Whether the browser sends Global Privacy Control (navigator.globalPrivacyControl); absent: it does not. */
  readonly globalPrivacyControl?: boolean;
}

/**
 * The visitor's consent in one page (docs/decisions/040-consent-before-tracking.md): no choice until the visitor
 * makes one (the banner then shows), the choice read from the store at start, and changed from the banner or the
 * footer's Cookie settings. Until there is a choice, no purpose is allowed. A kept choice holds for a set time only
 * (a refusal 6 months, an acceptance 13): after it, there is no choice again and the banner asks; and while the
 * browser sends Global Privacy Control, marketing stays refused (docs/decisions/082).
 */
export class Consent {
  private current: ConsentChoice | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly clock: Clock;
  private readonly lifetime: ConsentLifetime;
  readonly globalPrivacyControl: boolean;

  constructor(
    private readonly store: ConsentStore,
    settings: ConsentSettings,
  ) {
    this.clock = settings.clock;
    this.lifetime = settings.lifetime ?? DEFAULT_CONSENT_LIFETIME;
    this.globalPrivacyControl = settings.globalPrivacyControl ?? false;
    const kept = store.load();
    if (kept && isStillValid(kept, this.clock.now(), this.lifetime)) this.current = underPrivacySignal(kept.choice, this.globalPrivacyControl);
  }

  /** The visitor's choice as applied, or undefined before one was made (or once it expired). The same object until the next choice. */
  get choice(): ConsentChoice | undefined {
    return this.current;
  }

  allows(purpose: ConsentPurpose): boolean {
    return this.current?.[purpose] ?? false;
  }

  /** Whether the visitor may allow this purpose: not marketing while the browser sends Global Privacy Control. */
  canChoose(purpose: ConsentPurpose): boolean {
    return !refusedByPrivacySignal(purpose, this.globalPrivacyControl);
  }

  /** Whether any purpose is allowed, so that tracking runs at all. */
  get allowsAny(): boolean {
    return allowsAny(this.current);
  }

  /** Applies the choice (without marketing under Global Privacy Control) and keeps it, dated now. */
  choose(choice: ConsentChoice): void {
    const applied = underPrivacySignal({ analytics: choice.analytics, marketing: choice.marketing }, this.globalPrivacyControl);
    this.current = { ...applied };
    const dated = { choice: this.current, madeAt: this.clock.now() };
    this.store.save({ ...dated, askAgainAt: askAgainAt(dated, this.lifetime) });
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
