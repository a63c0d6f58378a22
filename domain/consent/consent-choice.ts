/**
 * docs/decisions/040-consent-before-tracking.md: what the visitor can allow, one purpose per kind of tag. Analytics is
 * the analytics tag (Google Analytics 4); marketing is the social-media pixel (the Meta pixel).
 */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The visitor's choice: yes or no for each purpose. */
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/** Whether the choice allows at least one purpose, so that tracking runs at all. */
export function allowsAny(choice: ConsentChoice | undefined): boolean {
  return choice !== undefined && CONSENT_PURPOSES.some((purpose) => choice[purpose]);
}

/** Something that follows the visitor's choice: a tag that loads, or stops, with it. */
export interface ConsentListener {
  consentChanged(choice: ConsentChoice): void;
}

/** A choice and the moment it was made (docs/decisions/082: a choice is asked again after a set time). */
export interface DatedConsentChoice {
  readonly choice: ConsentChoice;
  readonly madeAt: Date;
}

/**
 * What the store keeps: the dated choice and the moment it is asked again. The domain decides with the date made and
 * the configured durations (consent-lifetime.ts); the date to ask again is written for ui/public/consent-state.js,
 * which runs before the page's code and cannot read the configuration.
 */
export interface KeptConsentChoice extends DatedConsentChoice {
  readonly askAgainAt: Date;
}

/**
 * The stored form of a choice. The version names the list of purposes the visitor answered: when the purposes
 * change, the version goes up and every visitor is asked again.
 */
export const CONSENT_FORMAT_VERSION = 1;

export function consentToText({ choice, madeAt, askAgainAt }: KeptConsentChoice): string {
  return JSON.stringify({
    version: CONSENT_FORMAT_VERSION,
    analytics: choice.analytics,
    marketing: choice.marketing,
    madeAt: madeAt.toISOString(),
    askAgainAt: askAgainAt.toISOString(),
  });
}

/** An ISO date as toISOString writes it, or undefined. */
function storedDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The choice a stored text holds; anything else is no choice yet, and the visitor is asked: nothing stored, another
 * version, a damaged value, or a choice without its dates (kept before choices expired: its age is unknown).
 */
export function consentFromText(text: string | null | undefined): KeptConsentChoice | undefined {
  if (!text) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { version, analytics, marketing, madeAt, askAgainAt } = stored as Record<string, unknown>;
  if (version !== CONSENT_FORMAT_VERSION || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined;
  const made = storedDate(madeAt);
  const askAgain = storedDate(askAgainAt);
  if (!made || !askAgain) return undefined;
  return { choice: { analytics, marketing }, madeAt: made, askAgainAt: askAgain };
}
