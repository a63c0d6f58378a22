import { DeferredAnalyticsSink } from '../adapters/analytics/deferred-analytics-sink.js';
import type { GtagGlobals } from '../adapters/analytics/gtag-analytics-sink.js';
import type { MetaPixelGlobals } from '../adapters/analytics/meta-pixel-analytics-sink.js';
import { LocalStorageConsentStore, type KeyValueStorage } from '../adapters/analytics/local-storage-consent-store.js';
import { HttpDomainDescriptionSource } from '../adapters/http/http-domain-description-source.js';
import { HttpMarketplaceImagesApi } from '../adapters/http/http-marketplace-images-api.js';
import { HttpNewsletterSubscriptions } from '../adapters/http/http-newsletter-subscriptions.js';
import { HttpRelocationRequests } from '../adapters/http/http-relocation-requests.js';
import { HttpPhotoFeedApi } from '../adapters/http/http-photo-feed-api.js';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import { SendBeaconClickBeacon } from '../adapters/http/send-beacon-click-beacon.js';
import { InMemoryConsentStore } from '../adapters/memory/in-memory-consent-store.js';
import { InMemoryVisitMemory } from '../adapters/memory/in-memory-visit-memory.js';
import { SessionStorageVisitMemory } from '../adapters/analytics/session-storage-visit-memory.js';
import { SystemClock } from '../adapters/system/system-clock.js';
import { TimeoutScheduler } from '../adapters/system/timeout-scheduler.js';
import type { AnalyticsSink } from '../domain/analytics/analytics-sink.js';
import type { AnalyticsTagIds } from '../domain/analytics/tags.js';
import type { ConsentLifetime } from '../domain/consent/consent-lifetime.js';
import type { ConsentStore } from '../domain/consent/consent-store.js';
import { Consent } from '../domain/consent/consent.js';
import type { Clock } from '../domain/kernel/clock.js';
import type { AnyPortOverrides, PortOverrides, Token } from '../domain/kernel/token.js';
import {
  AnalyticsSinkToken,
  ClickBeaconToken,
  ClockToken,
  ConsentStoreToken,
  ConsentToken,
  DomainDescriptionSourceToken,
  MarketplaceImagesApiToken,
  NewsletterSubscriptionsToken,
  PhotoFeedApiToken,
  RelocationRequestsToken,
  SchedulerToken,
  TourImagesApiToken,
  VisitMemoryToken,
} from '../domain/tokens.js';
import { siteConfig } from './content/site-config.js';
// Type only: the tags' module itself loads after the visitor's choice (below).
import type { TagBrowser } from './consent-followers.js';

/** The browser the container runs in; absent at the prerender (ui/entry-server.tsx), where nothing is tracked. */
export interface BrowserGlobals extends TagBrowser {
  /** navigator.globalPrivacyControl === true: the browser sends Global Privacy Control (docs/decisions/082). */
  readonly globalPrivacyControl: boolean;
}

/**
 * What the composition root reads besides the ports: the browser, the configured tag ids, whether this is `npm run
 * dev`, and how long a consent choice lasts (absent: the domain's 6 and 13 months).
 */
export interface ContainerEnvironment {
  readonly browser: BrowserGlobals | undefined;
  readonly tagIds: AnalyticsTagIds;
  readonly development: boolean;
  readonly consentLifetime?: ConsentLifetime;
}

function currentEnvironment(): ContainerEnvironment {
  const env = (import.meta.env ?? {}) as { DEV?: boolean };
  return {
    browser:
      typeof window === 'undefined'
        ? undefined
        : {
            page: window as unknown as GtagGlobals & MetaPixelGlobals,
            storage: () => window.localStorage,
            tabStorage: () => window.sessionStorage,
            document,
            cookies: document,
            hostname: window.location.hostname,
            globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true,
          },
    tagIds: siteConfig.analyticsTags,
    development: env.DEV === true,
    consentLifetime: siteConfig.consentLifetime,
  };
}

/** The browser's default adapters, one per port the public pages resolve (the admin's are in ./admin-ports.ts). */
function defaultBindings(environment: ContainerEnvironment): AnyPortOverrides {
  const { browser } = environment;
  return [
    [TourImagesApiToken, new HttpTourImagesApi()],
    [PhotoFeedApiToken, new HttpPhotoFeedApi()],
    [DomainDescriptionSourceToken, new HttpDomainDescriptionSource()],
    [MarketplaceImagesApiToken, new HttpMarketplaceImagesApi()],
    [SchedulerToken, new TimeoutScheduler()],
    [NewsletterSubscriptionsToken, new HttpNewsletterSubscriptions()],
    [RelocationRequestsToken, new HttpRelocationRequests()],
    [ClockToken, new SystemClock()],
    // docs/decisions/067: where links send no ping, a click reports itself by beacon (none at the prerender).
    [ClickBeaconToken, new SendBeaconClickBeacon(browser ? (globalThis.navigator as Navigator | undefined) : undefined)],
    [ConsentStoreToken, browser ? new LocalStorageConsentStore(browser.storage) : new InMemoryConsentStore()],
    // docs/decisions/083: moving between static pages loads a page; the visit's landing address lives in the tab.
    [VisitMemoryToken, browser ? new SessionStorageVisitMemory(browser.tabStorage) : new InMemoryVisitMemory()],
  ];
}

/**
 * The page's analytics (docs/architecture.md §5): the tags behind their consent gates and the cookie cleaner
 * (./consent-followers.ts) load once the visitor has made a choice, never before (docs/decisions/083). At the
 * prerender there is no sink at all.
 */
function analyticsSink(consent: Consent, environment: ContainerEnvironment): AnalyticsSink {
  const { browser } = environment;
  if (!browser) return { send: () => undefined };
  return new DeferredAnalyticsSink(consent, () => import('./consent-followers.js').then(({ followConsent }) => followConsent(consent, browser, environment)));
}

/**
 * The visitor's consent (docs/decisions/040, 082) on the bound store and clock, with the configured lifetime and the
 * browser's Global Privacy Control. In a browser, a purpose refused deletes the cookies its tag set (./consent-followers.ts).
 */
function browserConsent(bindings: ReadonlyMap<symbol, unknown>, environment: ContainerEnvironment): Consent {
  const { browser } = environment;
  const consent = new Consent(bindings.get(ConsentStoreToken) as ConsentStore, {
    clock: bindings.get(ClockToken) as Clock,
    ...(environment.consentLifetime ? { lifetime: environment.consentLifetime } : {}),
    globalPrivacyControl: browser?.globalPrivacyControl ?? false,
  });
  return consent;
}

/** What a component resolves ports from (ui/services.tsx): the app's inversify container, or an island page's PagePorts. */
export interface PortResolver {
  get<T>(token: Token<T>): T;
}

/** The ports of one page, each bound to its adapter: what the islands of a static page resolve from (docs/decisions/083). */
export class PagePorts implements PortResolver {
  constructor(private readonly bindings: ReadonlyMap<symbol, unknown>) {}

  get<T>(token: Token<T>): T {
    if (!this.bindings.has(token)) throw new Error(`No adapter is bound to ${String(token)}`);
    return this.bindings.get(token) as T;
  }

  /** Every port and its adapter, for a container that binds them the same way (ui/app-container.ts). */
  entries(): IterableIterator<[symbol, unknown]> {
    return this.bindings.entries();
  }
}

/**
 * The browser's one composition root (docs/architecture.md §1, "Composition roots"): each port the UI
 * needs is bound to its adapter here. Components never import this file; they resolve ports with
 * `useService(token)`. `overrides` swaps any port in one line each, applied after the defaults:
 * `composePorts([[TourImagesApiToken, new InMemoryTourImagesApi(images)]])`; each implementation is
 * checked against its token's port. The consent and the analytics sink are built from the ports after the
 * swaps (a swapped ConsentStore is the one the consent reads), unless they are swapped themselves.
 * Framework-free, so the islands of a static page resolve their ports without loading inversify (docs/decisions/083);
 * the app binds the same ports, and the admin's (`moreDefaults`, ./admin-ports.ts), in an inversify container
 * (ui/app-container.ts), so a visitor's page never loads the admin's adapters.
 */
export function composePorts<const Ports extends readonly unknown[] = []>(
  overrides?: PortOverrides<Ports>,
  environment: ContainerEnvironment = currentEnvironment(),
  moreDefaults: AnyPortOverrides = [],
): PagePorts {
  const bindings = new Map<symbol, unknown>([...defaultBindings(environment), ...moreDefaults]);
  for (const [token, implementation] of overrides ?? []) bindings.set(token, implementation);
  if (!bindings.has(ConsentToken)) bindings.set(ConsentToken, browserConsent(bindings, environment));
  if (!bindings.has(AnalyticsSinkToken)) bindings.set(AnalyticsSinkToken, analyticsSink(bindings.get(ConsentToken) as Consent, environment));
  return new PagePorts(bindings);
}
