import { CONSENT_PURPOSES, type ConsentChoice, type ConsentListener, type ConsentPurpose } from './consent-choice.js';

/**
 * The cookies of the page the visitor is on (the browser's document.cookie; memory in tests). Only what a withdrawal
 * needs: the names the page sees, and removing one set for a domain (undefined: set without a Domain, host-only).
 */
export interface CookieJar {
  names(): string[];
  remove(name: string, domain: string | undefined): void;
}

/**
 * docs/decisions/082: the first-party cookies each tag sets. GA4: `_ga` (the browser's id), `_ga_<container id>` (the
 * session), `_gid` (Universal Analytics' day id, which older gtag.js still set); the Meta pixel: `_fbp`.
 */
const TAG_COOKIES: Readonly<Record<ConsentPurpose, RegExp>> = {
  analytics: /^(_ga|_ga_[A-Za-z0-9]+|_gid)$/,
  marketing: /^_fbp$/,
};

export function isTagCookie(name: string, purpose: ConsentPurpose): boolean {
  return TAG_COOKIES[purpose].test(name);
}

/**
 * The domains a tag may have set its cookies for, seen from `hostname`: the host and each parent domain down to two
 * labels (GA4 sets its cookies on the highest domain it can, `costaricagateway.com` from `www.costaricagateway.com`).
 * An IP address or a single-label host (localhost) only has itself.
 */
export function cookieDomainsOf(hostname: string): string[] {
  const host = hostname.toLowerCase();
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.startsWith('[')) return [host];
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Follows the visitor's consent and, whenever a purpose is refused (withdrawn in Cookie settings, refused in the
 * banner, or under Global Privacy Control), deletes the cookies its tag set, host-only and on every domain above the
 * page's, so that nothing the tag left behind identifies the visitor afterwards.
 */
export class TagCookieCleaner implements ConsentListener {
  private readonly domains: readonly (string | undefined)[];

  constructor(
    private readonly jar: CookieJar,
    hostname: string,
  ) {
    this.domains = [undefined, ...cookieDomainsOf(hostname)];
  }

  consentChanged(choice: ConsentChoice): void {
    const refused = CONSENT_PURPOSES.filter((purpose) => !choice[purpose]);
    const names = new Set(this.jar.names().filter((name) => refused.some((purpose) => isTagCookie(name, purpose))));
    for (const name of names) for (const domain of this.domains) this.jar.remove(name, domain);
  }
}
