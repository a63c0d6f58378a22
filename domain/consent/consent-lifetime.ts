import { CONSENT_PURPOSES, type DatedConsentChoice } from './consent-choice.js';

/**
 * docs/decisions/082-consent-lifetime-withdrawal-and-gpc.md: a choice is not kept forever. A refusal of any purpose
 * is asked again after `refusalMonths`, an acceptance of every purpose after `acceptanceMonths`: 6 and 13 months by
 * default, the durations of the CNIL's guidelines on cookies (2020) that EU regulators follow.
 */
export interface ConsentLifetime {
  readonly refusalMonths: number;
  readonly acceptanceMonths: number;
}

export const DEFAULT_CONSENT_LIFETIME: ConsentLifetime = { refusalMonths: 6, acceptanceMonths: 13 };

/** The same day of the month `months` later (UTC), or the last day of that month when it is shorter. */
export function monthsLater(date: Date, months: number): Date {
  const later = new Date(date.getTime());
  const day = later.getUTCDate();
  later.setUTCDate(1);
  later.setUTCMonth(later.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0)).getUTCDate();
  later.setUTCDate(Math.min(day, lastDay));
  return later;
}

/** When the visitor is asked again: the refusal's duration if any purpose was refused, the acceptance's otherwise. */
export function askAgainAt({ choice, madeAt }: DatedConsentChoice, lifetime: ConsentLifetime): Date {
  const refusesAny = CONSENT_PURPOSES.some((purpose) => !choice[purpose]);
  return monthsLater(madeAt, refusesAny ? lifetime.refusalMonths : lifetime.acceptanceMonths);
}

/** Whether a stored choice still holds at `now`. One dated after `now` cannot be trusted, and is asked again. */
export function isStillValid(dated: DatedConsentChoice, now: Date, lifetime: ConsentLifetime): boolean {
  return dated.madeAt.getTime() <= now.getTime() && now.getTime() < askAgainAt(dated, lifetime).getTime();
}

/**
 * The durations a build may set, in whole months (README, VITE_CONSENT_REFUSAL_MONTHS and
 * VITE_CONSENT_ACCEPTANCE_MONTHS; ui/build-settings-schema.ts stops `npm run build` on anything else): at least one,
 * and at most two years, beyond any regulator's guidance, so a longer value is a typing mistake.
 */
export const CONSENT_MONTHS = { min: 1, max: 24 } as const;
