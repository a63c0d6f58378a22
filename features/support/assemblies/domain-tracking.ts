import { InMemoryAnalyticsSink } from '../../../adapters/memory/in-memory-analytics-sink.js';
import { InMemoryConsentStore } from '../../../adapters/memory/in-memory-consent-store.js';
import { InMemoryVisitMemory } from '../../../adapters/memory/in-memory-visit-memory.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import type { AnalyticsEvent } from '../../../domain/analytics/analytics-event.js';
import {
  bookingClick, categoryFilter, coffeeItem, contactClick, ctaClick, navigationClick, propertyClick, retailClick, weeklyRecommendationClick,
  widgetClick, COFFEE_WIDGETS, type ActivityLabel, type ContactKind, type TrackedTour,
  shopItem,
} from '../../../domain/analytics/events.js';
import type { ScrollPosition } from '../../../domain/analytics/scroll-depth.js';
import { VisitTracking } from '../../../domain/analytics/visit-tracking.js';
import { ACCEPT_ALL, REJECT_ALL } from '../../../domain/consent/consent-choice.js';
import { ConsentGatedSink } from '../../../domain/consent/consent-gated-sink.js';
import { Consent } from '../../../domain/consent/consent.js';
import type { PreSaleDevelopmentView } from '../../../domain/presentation/real-estate-view.js';
import { brokerContacts, CONTACT_TARGET, dreamHomeLink, realEstateCta, type ContactLink } from '../../../domain/presentation/real-estate-contacts.js';
import { siteConfig } from '../site-content.js';
import { ALL_TOURS, HEADER_LINKS, HOME } from '../../../domain/navigation/site-places.js';
import { HOME_VIEW, pageAt, pageViewAt, SITE_SHELL, TOURS_PAGE_TOURS, viewedPageAt } from '../catalogue.js';
import type { ConsentAnswer, TrackedVisitor } from '../portal.js';

/** The page a @domain visitor scrolls: five windows tall, unless it fits the window. */
const WINDOW_HEIGHT = 900;
const PAGE_HEIGHT = 5 * WINDOW_HEIGHT;
/** Where a path alone lands at the @domain level. */
const MAIN_ORIGIN = `https://${siteConfig.mainDomain}`;

/** The home page's calls to action, and the real-estate page's, as the pages report them (docs/decisions/044). */
const HOME_CTAS = ['Explore Tours', 'View Properties', 'View All Tours', 'Contact Broker', 'Shop Travel Essentials', 'Book a Relocation Consultation'];
const REAL_ESTATE = pageViewAt('/real-estate', 'real-estate');
const REAL_ESTATE_CTA = realEstateCta(REAL_ESTATE.broker);
const REAL_ESTATE_CTAS: readonly ContactLink[] = [REAL_ESTATE_CTA.consultation, REAL_ESTATE_CTA.listings];
/** The pre-sale development whose link the real-estate page reports as a property click (Serena). */
const PRE_SALE = REAL_ESTATE.developments.find((development): development is PreSaleDevelopmentView => development.kind === 'pre-sale')!;
const PRE_SALE_LINK = dreamHomeLink(PRE_SALE.link);
/** The header's links: Home, the Tours menu (/tours and the activity pages) and the bar's. */
const MENU_PLACES = [HOME, ALL_TOURS, ...SITE_SHELL.activityPages, ...HEADER_LINKS];

/**
 * The @domain level's tracked visitor: what the pages report for each action, computed by the same domain
 * VisitTracking and event builders the pages call, over the catalogue the pages show. The events go through the
 * analytics consent gate into memory, as the @ui level's test mode does in the browser.
 */
export function domainTrackedVisitor(): TrackedVisitor {
  const memory = new InMemoryAnalyticsSink();
  const clock = new ManualClock();
  const consent = new Consent(new InMemoryConsentStore(), { clock });
  const sink = new ConsentGatedSink(consent, 'analytics', memory);
  let visit: VisitTracking | undefined;
  let path = HOME.path;
  let pageHeight = PAGE_HEIGHT;
  const send = (...events: (AnalyticsEvent | readonly AnalyticsEvent[])[]) => {
    for (const event of events.flat()) sink.send(event);
  };
  const tracking = () => {
    if (!visit) throw new Error('The visitor has not arrived yet');
    return visit;
  };
  const answer = async (choice: ConsentAnswer) => {
    if (choice !== 'no choice') consent.choose(choice === 'accept all' ? ACCEPT_ALL : REJECT_ALL);
  };
  const moveTo = async (to: string) => {
    path = to;
    tracking().routeChanged(viewedPageAt(to));
  };
  const position = (percent: number): ScrollPosition => ({
    top: (percent / 100) * Math.max(0, pageHeight - WINDOW_HEIGHT),
    viewportHeight: WINDOW_HEIGHT,
    documentHeight: pageHeight,
  });

  return {
    arrive: async (address, choice, window = 'normal') => {
      const url = new URL(address, MAIN_ORIGIN);
      pageHeight = window === 'normal' ? PAGE_HEIGHT : WINDOW_HEIGHT;
      path = url.pathname;
      const landed = new VisitTracking(sink, clock, url.href, { memory: new InMemoryVisitMemory() });
      visit = landed;
      consent.subscribe(() => landed.consentChanged(consent.allowsAny));
      landed.consentChanged(consent.allowsAny);
      landed.routeChanged(viewedPageAt(path));
      await answer(choice);
    },
    answer,
    moveTo,
    bookTour: async (title) => {
      const { tours, activity } = await toursOn(path);
      const tour = tours.find((candidate) => candidate.title === title);
      if (!tour) throw new Error(`No tour "${title}" on ${path}`);
      send(bookingClick(tour, activity));
    },
    followContactLink: async (kind) => {
      const cta = REAL_ESTATE_CTAS.find((link) => link.kind === kind);
      if (kind === PRE_SALE_LINK.kind) send(propertyClick({ name: PRE_SALE.name, price: PRE_SALE.price }));
      else if (cta) send(ctaClick(cta.label));
      else if (!brokerContacts(REAL_ESTATE).some((link) => link.kind === kind)) throw new Error(`No ${kind} contact link on the real-estate page`);
      send(contactClick(kind, CONTACT_TARGET));
    },
    followPropertyLink: async (name) => {
      if (name !== PRE_SALE.name) throw new Error(`No link to the property "${name}"`);
      send(propertyClick({ name: PRE_SALE.name, price: PRE_SALE.price }), contactClick(PRE_SALE_LINK.kind, CONTACT_TARGET));
    },
    buyProduct: async (title) => {
      const screen = pageAt(path).screen;
      const find = <T extends { title: string }>(products: readonly T[]): T => {
        const product = products.find((candidate) => candidate.title === title);
        if (!product) throw new Error(`No product "${title}" on ${path}`);
        return product;
      };
      if (screen === 'travel-essentials') send(retailClick('travel_essentials', shopItem(find(pageViewAt(path, 'travel-essentials').products))));
      else if (screen === 'gift-store') send(retailClick('gift_store', shopItem(find(pageViewAt(path, 'gift-store').products))));
      else if (screen === 'coffee') send(retailClick('coffee_purchase', coffeeItem(find(pageViewAt(path, 'coffee').products))));
      else throw new Error(`${path} is not a shop`);
    },
    pressGiftCategory: async (category) => send(categoryFilter(category)),
    followWeeklyRecommendation: async () => send(weeklyRecommendationClick()),
    clickEachCoffeeWidget: async () => send(COFFEE_WIDGETS.map(widgetClick)),
    useMenuLink: async (label) => {
      const place = MENU_PLACES.find((candidate) => candidate.label === label);
      if (!place) throw new Error(`No header link "${label}"`);
      send(navigationClick(label));
      await moveTo(place.path);
    },
    pressCallToAction: async (label) => {
      const screen = pageAt(path).screen;
      const realEstate = REAL_ESTATE_CTAS.find((link) => link.label === label);
      if (screen === 'home' && HOME_CTAS.includes(label)) send(ctaClick(label));
      else if (screen === 'real-estate' && realEstate) send(ctaClick(label), contactClick(realEstate.kind, CONTACT_TARGET));
      else throw new Error(`No call to action "${label}" on ${path}`);
      if (label === 'View All Tours') await moveTo('/tours');
      if (label === 'Shop Travel Essentials') await moveTo('/travel-essentials');
    },
    scrollTo: async (percent) => tracking().scrolled(position(percent)),
    waitSeconds: async (seconds) => clock.advance(seconds * 1000),
    hideTab: async () => tracking().hidden(),
    showTab: async () => tracking().visible(),
    leaveSite: async () => tracking().left(),
    closeTab: async () => {
      tracking().hidden();
      tracking().left();
    },
    events: async () => memory.events,
  };
}

/** The tours a page shows, and the activity its tour clicks name (docs/product.md §7). */
async function toursOn(path: string): Promise<{ tours: readonly TrackedTour[]; activity?: ActivityLabel | undefined }> {
  const screen = pageAt(path).screen;
  if (screen === 'home') return { tours: HOME_VIEW.tours };
  if (screen === 'tours') return { tours: TOURS_PAGE_TOURS };
  const content = pageViewAt(path, 'destination');
  return { tours: content.tours, activity: content.trackingActivity };
}
