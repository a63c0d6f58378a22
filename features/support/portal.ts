import type { Page } from '@playwright/test';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { ContactKind } from '../../domain/analytics/events.js';
import type { ServerUnderTest } from './server-under-test.js';

/**
 * What a scenario can do with the portal, whatever level it runs at (docs/architecture.md §6: one
 * scenario, several assemblies). Each level implements these with its own means: the domain with in-memory
 * adapters, the API over real HTTP, the UI in a real Chromium.
 */
export interface Portal {
  readonly operator: Operator;
  readonly visitor: Visitor;
  readonly marketplace: Marketplace;
  /** The visitor whose actions the analytics see (features/tracking.feature), at @domain and @ui. */
  readonly trackedVisitor: TrackedVisitor;
  /** The real server, at the @api and @ui levels. */
  readonly server?: ServerUnderTest;
  /** The visitor's browser tab, at the @ui level. */
  readonly page?: Page;
  dispose(): Promise<void>;
}

export interface Operator {
  replaceTourPhoto(adminTourId: number, imageURL: string): Promise<void>;
}

export interface Visitor {
  openToursPage(): Promise<ToursPageView>;
  openHomePage(): Promise<HomePageView>;
  /** A destination or activity page, by its path in ui/content/site-map.ts. */
  openTourPage(path: string): Promise<TourPageView>;
  openShop(shop: Shop): Promise<ShopPageView>;
}

export type Shop = 'travel-essentials' | 'gift-store' | 'coffee';

/** What the visitor answers the consent banner with (docs/decisions/040-consent-before-tracking.md). */
export type ConsentAnswer = 'accept all' | 'reject all' | 'no choice';

/**
 * The visitor of features/tracking.feature: what they do on the real pages, and the events the analytics received.
 * At @domain the pages' tracking is computed with the domain's VisitTracking and event builders over the catalogue;
 * at @ui a real Chromium clicks the real pages, whose events are read from the page (the analytics test mode,
 * docs/decisions/042-analytics-test-mode.md).
 */
export interface TrackedVisitor {
  /** Lands on an address (a path of the portal, or a full address on one of the product's domains) and answers the banner. */
  arrive(address: string, answer: ConsentAnswer, window?: 'normal' | 'taller than the page'): Promise<void>;
  /** Answers the banner later (it shows until the visitor chooses). */
  answer(answer: ConsentAnswer): Promise<void>;
  /** Follows a link of the page to another page (a client-side route change). */
  moveTo(path: string): Promise<void>;
  /** Follows the 'Book with' link of the tour card with this title on the current page. */
  bookTour(title: string): Promise<void>;
  /** Follows the real-estate page's contact link of this kind. */
  followContactLink(kind: ContactKind): Promise<void>;
  /** Follows the link of a development on the real-estate page. */
  followPropertyLink(name: string): Promise<void>;
  /** Follows the 'Buy on' link of the product with this title on the current shop page. */
  buyProduct(title: string): Promise<void>;
  pressGiftCategory(category: string): Promise<void>;
  followWeeklyRecommendation(): Promise<void>;
  clickEachCoffeeWidget(): Promise<void>;
  /** Uses the header's link with this label (inside the Tours menu for the tour pages). */
  useMenuLink(label: string): Promise<void>;
  pressCallToAction(label: string): Promise<void>;
  /** Scrolls the window to this share (0–100) of the page's scrollable height. */
  scrollTo(percent: number): Promise<void>;
  waitSeconds(seconds: number): Promise<void>;
  hideTab(): Promise<void>;
  showTab(): Promise<void>;
  /** The page is left (pagehide) while the tab is still shown. */
  leaveSite(): Promise<void>;
  /** Closing the tab: it is hidden, then left. */
  closeTab(): Promise<void>;
  /** Every event the analytics received so far, in order. */
  events(): Promise<AnalyticsEvent[]>;
}

/** What the operator arranges about the home tours' marketplace photos (docs/product.md §7). */
export interface Marketplace {
  /** The operator's curated photo for a home tour, by the tour's id. */
  curatePhoto(homeTourId: string, imageUrl: string): Promise<void>;
  /** The marketplace images call fails from now on. */
  failImages(): Promise<void>;
}

/** An outbound link as the visitor's browser would follow it. */
export interface OutboundLinkView {
  readonly label: string;
  readonly href: string;
  readonly target: string | null;
  readonly rel: string;
}

/** A page whose tour cards book on the marketplace. */
export interface BookablePage {
  tourCount(): Promise<number>;
  bookingLinks(): Promise<OutboundLinkView[]>;
}

/** A destination or activity page's tour card, as the visitor reads it (docs/product.md §2). */
export interface TourCardView {
  readonly title: string;
  readonly location: string;
  readonly price: string;
  readonly originalPrice?: string;
  readonly priceSuffix?: string;
  readonly duration: string;
  readonly groupSize?: string;
  readonly rating: number;
  readonly reviewCount: number;
  readonly category: string;
  readonly bestSeller: boolean;
  /** Badges on the picture besides the category and the best-seller mark (location, fixed badge). */
  readonly extraBadges: readonly string[];
}

export type BadgeColour = 'purple' | 'blue' | 'green' | 'orange' | 'red' | 'amber' | 'grey' | 'dark grey';

export interface HotelView {
  readonly rank: number;
  readonly name: string;
  readonly stars: readonly ('full' | 'half' | 'empty')[];
  readonly features: readonly string[];
  readonly more?: string;
  readonly priceRange: string;
  readonly priceColour: BadgeColour;
  readonly link: OutboundLinkView;
}

export interface TourPageView extends BookablePage {
  factValues(): Promise<string[]>;
  categoryOptions(): Promise<string[]>;
  chosenCategory(): Promise<string>;
  chooseCategory(category: string): Promise<void>;
  tours(): Promise<TourCardView[]>;
  hasHotelsBlock(): Promise<boolean>;
  hotels(): Promise<HotelView[]>;
  /** The partner widget's heading, when the page shows the widget. */
  partnerWidget(): Promise<string | undefined>;
}

export interface HomeTourCardView {
  readonly title: string;
  readonly price: number;
  readonly category: string;
  readonly categoryColour: BadgeColour;
  readonly imageSrc: string;
  readonly curated: boolean;
}

export interface HomePageView extends BookablePage {
  tours(): Promise<HomeTourCardView[]>;
  /** The newsletter form (docs/product.md §2, §4, §5, §8). */
  newsletter: NewsletterFormView;
  /** The relocation booking button; resolves to the toast the visitor is shown. */
  requestRelocationBooking(): Promise<ToastView>;
}

/** The tours page as the visitor sees it. */
export interface ToursPageView extends BookablePage {
  /** The custom photo a tour card shows with its "Custom Image" badge, if any. */
  customPhotoOf(publicTourId: string): Promise<string | undefined>;
  /** Ids of every tour card that shows a custom photo, in page order. */
  toursWithCustomPhoto(): Promise<string[]>;
}

export type Level = 'domain' | 'api' | 'ui';

export interface ToastView {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}

export interface NewsletterFormView {
  typeEmail(email: string): Promise<void>;
  /** Submits, ticking consent first when asked; resolves to the toast the visitor is shown. */
  submit(options: { tickConsent: boolean }): Promise<ToastView>;
  /** What the form reads now. */
  current(): Promise<{ email: string; consent: boolean }>;
  /** The addresses the sign-ups reached (the adapter's log in the browser). */
  subscribers(): Promise<string[]>;
}

/** A product card of a shopping page, as the visitor reads it. */
export interface ProductCardView {
  readonly title: string;
  /** The review count as written on the card ('12,847'). */
  readonly reviews: string;
  readonly highlights: readonly string[];
  /** The roast badge of a coffee card, with its colour. */
  readonly roast?: { readonly text: string; readonly colour: BadgeColour };
  readonly link: OutboundLinkView;
}

export interface ShopPageView {
  benefits(): Promise<string[]>;
  /** The essentials page's category chips: their names, which one is current, and whether any can be chosen. */
  chips(): Promise<{ names: string[]; current: string | undefined; choosable: boolean }>;
  /** The gift store's category buttons. */
  categoryButtons(): Promise<{ name: string; count: number; chosen: boolean }[]>;
  chooseCategory(name: string): Promise<void>;
  products(): Promise<ProductCardView[]>;
  disclosure(): Promise<string>;
  priceNote(): Promise<string>;
  /** The product data the cards were made from, by title (4 highlights of a gift). */
  allHighlightsOf(title: string): readonly string[];
}
