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

/**
 * The stored form of a choice. The version names the list of purposes the visitor answered: when the purposes
 * change, the version goes up and every visitor is asked again.
 */
export const CONSENT_FORMAT_VERSION = 1;

export function consentToText(choice: ConsentChoice): string {
  return JSON.stringify({ version: CONSENT_FORMAT_VERSION, analytics: choice.analytics, marketing: choice.marketing });
}

/** The choice a stored text holds; anything else (nothing stored, another version, a damaged value) is no choice yet. */
export function consentFromText(text: string | null | undefined): ConsentChoice | undefined {
  if (!text) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { version, analytics, marketing } = stored as Record<string, unknown>;
  if (version !== CONSENT_FORMAT_VERSION || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined;
  return { analytics, marketing };
}
