import { CONSENT_STORAGE_KEY, LocalStorageConsentStore } from '../../../adapters/analytics/local-storage-consent-store.js';
import { InMemoryAnalyticsSink } from '../../../adapters/memory/in-memory-analytics-sink.js';
import { InMemoryCookieJar } from '../../../adapters/memory/in-memory-cookie-jar.js';
import { InMemoryVisitMemory } from '../../../adapters/memory/in-memory-visit-memory.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { VisitTracking } from '../../../domain/analytics/visit-tracking.js';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '../../../domain/consent/consent-choice.js';
import { ConsentGatedSink } from '../../../domain/consent/consent-gated-sink.js';
import { monthsLater } from '../../../domain/consent/consent-lifetime.js';
import { Consent } from '../../../domain/consent/consent.js';
import { TagCookieCleaner } from '../../../domain/consent/tag-cookies.js';
import { PRIVACY_SIGNAL_SENTENCE } from '../../../domain/consent/privacy-signal.js';
import { siteConfig } from '../site-content.js';
import { viewedPageAt } from '../catalogue.js';
import type { ConsentAnswer, ConsentVisitor, CookieView } from '../portal.js';

/** The day the scenarios' first visit happens, at both levels. */
export const FIRST_VISIT = new Date('2026-01-15T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The page a @domain visitor scrolls: five windows tall. */
const WINDOW_HEIGHT = 900;

/** A choice as the browser kept it before choices were dated (version 1 without madeAt): what earlier builds wrote. */
export function undatedConsentText(answer: Exclude<ConsentAnswer, 'no choice'>): string {
  const choice = answer === 'accept all' ? ACCEPT_ALL : REJECT_ALL;
  return JSON.stringify({ version: 1, analytics: choice.analytics, marketing: choice.marketing });
}

/** When the visitor comes back: `months` calendar months and `days` days after `from`. */
export function comingBack(from: Date, months: number, days: number): Date {
  return new Date(monthsLater(from, months).getTime() + days * DAY_MS);
}

/**
 * The @domain level's consent visitor: each visit is one page load, built as ui/container.ts builds it (the Consent
 * on the browser's stored text and the clock, the tag cookie cleaner following it, the visit's tracking behind the
 * analytics gate), over a browser kept in memory: localStorage, the cookies of each host, a clock moved by hand.
 */
export function domainConsentVisitor(): ConsentVisitor {
  const clock = new ManualClock(FIRST_VISIT);
  const stored = new Map<string, string>();
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
  const jars = new Map<string, InMemoryCookieJar>();
  let globalPrivacyControl = false;
  let address = '/';
  let page: { consent: Consent; host: string; tracking: VisitTracking; analytics: InMemoryAnalyticsSink } | undefined;

  const open = () => {
    if (!page) throw new Error('The visitor has not opened a page yet');
    return page;
  };
  const jarOf = (host: string) => jars.get(host) ?? jars.set(host, new InMemoryCookieJar(host)).get(host)!;
  const visit = async (to: string) => {
    address = to;
    const url = new URL(to, `https://${siteConfig.mainDomain}`);
    const consent = new Consent(new LocalStorageConsentStore(() => storage), { clock, lifetime: siteConfig.consentLifetime, globalPrivacyControl });
    consent.follow(new TagCookieCleaner(jarOf(url.hostname), url.hostname));
    const analytics = new InMemoryAnalyticsSink();
    const tracking = new VisitTracking(new ConsentGatedSink(consent, 'analytics', analytics), clock, url.href, { memory: new InMemoryVisitMemory() });
    consent.subscribe(() => tracking.consentChanged(consent.allowsAny));
    tracking.consentChanged(consent.allowsAny);
    tracking.routeChanged(viewedPageAt(url.pathname));
    page = { consent, host: url.hostname, tracking, analytics };
  };
  const choose = (choice: ConsentChoice) => open().consent.choose(choice);

  return {
    sendGlobalPrivacyControl: async () => {
      globalPrivacyControl = true;
    },
    visit,
    answer: async (answer) => choose(answer === 'accept all' ? ACCEPT_ALL : REJECT_ALL),
    comeBackAfter: async (months, days) => {
      clock.advance(comingBack(clock.now(), months, days).getTime() - clock.now().getTime());
      await visit(address);
    },
    keepUndatedChoice: async (answer) => {
      stored.set(CONSENT_STORAGE_KEY, undatedConsentText(answer));
    },
    banner: async () => {
      const { consent } = open();
      if (consent.choice) return undefined;
      return { text: consent.globalPrivacyControl ? PRIVACY_SIGNAL_SENTENCE : '' };
    },
    settings: async () => {
      const { consent } = open();
      const setting = (purpose: 'analytics' | 'marketing') => ({ ticked: consent.allows(purpose), canChange: consent.canChoose(purpose) });
      return { analytics: setting('analytics'), marketing: setting('marketing') };
    },
    withdraw: async (purpose) => {
      const current = open().consent.choice;
      if (!current) throw new Error('Cookie settings: the visitor has made no choice to withdraw from');
      choose({ ...current, [purpose]: false });
    },
    tagsSetCookies: async (cookies) => {
      const jar = jarOf(open().host);
      for (const cookie of cookies) jar.set(cookie.name, 'set-by-the-tag', cookie.domain === 'host only' ? undefined : cookie.domain);
    },
    cookies: async (): Promise<CookieView[]> => jarOf(open().host).cookies().map(({ name, domain }) => ({ name, domain: domain ?? 'host only' })),
    scrollToEnd: async () => open().tracking.scrolled({ top: 4 * WINDOW_HEIGHT, viewportHeight: WINDOW_HEIGHT, documentHeight: 5 * WINDOW_HEIGHT }),
    moveTo: async (path) => open().tracking.routeChanged(viewedPageAt(path)),
    events: async () => open().analytics.events,
  };
}
