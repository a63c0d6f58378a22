import type { Page } from '@playwright/test';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-event.js';
import type { ContactKind } from '../../domain/analytics/events.js';
import type { TourPhotoUploadRun } from '../../domain/admin/tour-photo-upload-run.js';
import type { NextMove, TransferFailure } from '../../domain/admin/upload-retries.js';
import type { CandidateFile, UploadCheck, UploadMode } from '../../domain/admin/upload-validation.js';
import type { ToneAdjustments } from '../../domain/images/auto-enhance.js';
import type { AspectPreset, CropArea, CropSettings, Slider } from '../../domain/images/crop-settings.js';
import type { Toast } from '../../domain/notifications/toast.js';
import type { OutputFormat } from '../../domain/images/output-file-name.js';
import type { ServerUnderTest } from './server-under-test.js';

/**
 * What a scenario can do with the portal, whatever level it runs at (docs/architecture.md §6: one
 * scenario, several assemblies). Each level implements these with its own means: the domain with in-memory
 * adapters, the API over real HTTP, the UI in a real Chromium. An optional member is one some levels lack: the
 * assemblies without it leave it out, and steps reach it through capabilityOf (./capability.ts).
 */
export interface Portal {
  readonly operator: Operator;
  /** The visitor of the pages: at @domain, @api and @ui; absent on two servers (features/scale-out.feature). */
  readonly visitor?: Visitor;
  /** At @domain, @api and @ui; absent on two servers. */
  readonly marketplace?: Marketplace;
  /** The visitor whose actions the analytics see (features/tracking.feature), at @domain and @ui. */
  readonly trackedVisitor?: TrackedVisitor;
  /** The visitor whose consent lasts, is withdrawn and follows Global Privacy Control (features/consent.feature), at @domain and @ui. */
  readonly consentVisitor?: ConsentVisitor;
  /** The real server, at the @api and @ui levels. */
  readonly server?: ServerUnderTest;
  /** The visitor's browser tab, at the @ui level. */
  readonly page?: Page;
  /** The catalogue's editor, at @domain only (see ContentEditor). */
  readonly content?: ContentEditor;
  dispose(): Promise<void>;
}

export interface Operator {
  /** Opens /admin, locked (features/admin-access.feature): at @domain, @api (the page's use case over HTTP) and @ui. */
  openAdminPage?(): Promise<AdminGateView>;
  /** Replaces the server's domain descriptions file (docs/product.md §3: editable without a restart). */
  editDomainDescriptions?(csv: string): Promise<void>;
  /** Uploads the operator's photo, named so by the scenario, and saves it for the tour: the admin page's journey. */
  replaceTourPhoto(adminTourId: number, photoName: string): Promise<void>;
  /**
   * Saves a photo address for a tour without uploading it first (PUT /api/tours/{id}/image), as a
   * tampered page could: the server's rule, so only at @domain and @api; absent at @ui.
   */
  saveTourPhotoAddress?(adminTourId: number, imageURL: string): Promise<'saved' | 'refused'>;
  /**
   * Picks a plain photo of this size for the first admin tour in single mode: the crop dialog opens, or the photo
   * is refused before it does (features/crop-dialog.feature, docs/decisions/046). Only at the levels with an
   * admin page (@domain and @ui); absent elsewhere. `fileName` names the picked file (a plain JPEG, or PNG for a `.png` name).
   */
  pickPhotoToCrop?(size: PhotoSize, fileName?: string): Promise<CropDialogView | RefusedPhoto>;
  /**
   * Batch mode (features/batch-upload.feature): the named photos, picked at once and uploaded; `whileUploading`
   * are picked while they upload. Only at @domain and @ui; absent elsewhere.
   */
  batchUpload?(photos: readonly string[], whileUploading?: readonly string[]): Promise<BatchUploadView>;
  /**
   * One photo for the first admin tour while the server answers its upload (the PUT) 429 with this Retry-After
   * header value `limitedTimes` times, then takes it (features/admin-upload-retries.feature, issue 19). Only at
   * @domain (the retry rule on a fake clock) and @ui (the real page, timed by the browser's clock).
   */
  uploadThroughRateLimit?(limitedTimes: number, retryAfter: string): Promise<RateLimitedUpload>;
  /** The admin page's upload widget, its checks and retries on their own (upload-validation, admin-upload-retries): at @domain. */
  readonly uploadWidget?: UploadWidget;
  /** The crop dialog's auto enhance on a photo's pixels (features/auto-enhance.feature): at @domain. */
  readonly autoEnhance?: AutoEnhanceDialog;
  /** The crop dialog's settings and the cropper's area (features/crop-dialog.feature's settings rules): at @domain. */
  readonly cropSettings?: CropSettingsPanel;
}

/** The crop dialog's controls as the operator works them, and the settings and area they come to. */
export interface CropSettingsPanel {
  /** Opens the dialog: the default settings. */
  open(): void;
  settings(): CropSettings;
  setSlider(slider: Slider, value: number): void;
  chooseAspect(preset: AspectPreset): void;
  /** The photo is already turned so far (as a dialog reopened on a turned photo). */
  turnTo(degrees: number): void;
  rotate(direction: 'left' | 'right'): void;
  press(button: 'Reset' | 'Reset Adjustments'): void;
  chooseFormat(format: OutputFormat): void;
  /** The cropper reports an area; on a photo of a known size, the minimum crop is fitted into it. */
  cropperReports(area: CropArea, photo?: PhotoSize): void;
  /** The area the crop would apply, once the cropper has reported one. */
  croppedArea(): CropArea | undefined;
}

/**
 * The upload widget of the admin page as its rules see it: the check of picked files, the retry of a failed transfer,
 * a 401 during an upload and a batch whose photos end out of order. It remembers what it did, as the page does.
 */
export interface UploadWidget {
  /** Picks files; those accepted stay picked. */
  pick(files: readonly CandidateFile[], mode: UploadMode): void;
  /** The check of the files picked last. */
  lastCheck(): UploadCheck<CandidateFile>;
  /** The operator pressed upload: files picked from now on meet a running upload. */
  startUpload(): void;
  /** One photo's transfer fails this way so many times… */
  failTransfer(failure: TransferFailure, times: number): void;
  /** …and what the widget did after each failure. */
  moves(): NextMove[];
  signIn(): Promise<void>;
  /** An upload call is answered 401. */
  answerUnauthorized(): void;
  /** Whether the page is locked with no session left, and the toasts it showed. */
  locked(): boolean;
  toastsShown(): Toast[];
  /** A batch of photos named by the widget, their tours given in list order; the run the widget keeps. */
  startBatch(files: readonly string[]): void;
  batch(): TourPhotoUploadRun;
}

/** The crop dialog's auto enhance, on a photo given by its pixels. */
export interface AutoEnhanceDialog {
  /** Opens a photo of these RGBA pixels. */
  open(rgba: Uint8ClampedArray): void;
  setSliders(sliders: ToneAdjustments): void;
  /** Measures the photo and nudges the sliders. */
  enhance(): void;
  measuredBrightness(): number;
  sliders(): ToneAdjustments;
}

/** A photo's upload through a rate limit, once it has ended. */
export interface RateLimitedUpload {
  /** When each try of the photo's upload reached the server, in ms after the first. */
  readonly sentAt: readonly number[];
  /** Whether the tour ends with the photo saved as its image. */
  readonly saved: boolean;
}

/** The gate of /admin as the operator sees it (features/admin-access.feature, docs/product.md §4, §5, §8). */
export interface AdminGateView {
  typePassword(text: string): Promise<void>;
  /** Types the password and presses 'Access Admin Panel'; resolves to the toast the operator is shown. */
  signIn(password: string): Promise<ToastView>;
  logout(): Promise<void>;
  /** Whether the page is locked or unlocked, what the password field holds, and whether 'Access Admin Panel' can be pressed. */
  state(): Promise<{ access: 'locked' | 'unlocked'; password: string; canSubmit: boolean }>;
  /** Whether the server still accepts the session the last sign-in opened. */
  lastSessionIsOpen(): Promise<boolean>;
  /**
   * Asks the server for an upload link with the page's session, as the upload widget does before each photo. The
   * server's rule, so at @domain and @api; absent at @ui.
   */
  askForUploadLink?(): Promise<string>;
  /** Sends the operator's photo to an upload link (@domain and @api). */
  sendPhotoTo?(uploadLink: string): Promise<UploadLinkOutcome>;
  /** Whether the server keeps a photo under the id of an upload link (@domain and @api). */
  keepsPhotoOf?(uploadLink: string): Promise<boolean>;
}

/** What a photo sent to an upload link came to: kept, or refused with the server's status and message. */
export type UploadLinkOutcome = { readonly kind: 'kept' } | { readonly kind: 'refused'; readonly status?: number; readonly message: string };

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** A photo refused before the crop dialog opened: the toast the operator was shown. */
export interface RefusedPhoto {
  readonly refused: ToastView;
}

/** The crop area as the dialog shows it, in the photo's own pixels. */
export interface ShownCropArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The 'Crop and Resize Image' dialog, as the operator works it (docs/product.md §2). */
export interface CropDialogView {
  /** Zooms the crop in as far as the scale goes (+ on the crop area). */
  zoomInFully(): Promise<void>;
  /** Moves the crop area as far right (and down) as it goes (the arrow keys). */
  moveToBottomRight(): Promise<void>;
  /** The area that will be cropped. */
  cropArea(): Promise<ShownCropArea>;
  /** Applies the crop; resolves to the size of the photo the tour then has. */
  apply(): Promise<PhotoSize>;
  /** Presses a key on the crop area, so many times: at @ui only, as the two below (the keyboard is the browser's). */
  pressOnCropArea?(key: string, times: number): Promise<void>;
  /** What the scale slider reads. */
  scale(): Promise<number>;
  /** The accessible names of the controls Tab reaches from the crop area, in order, up to 'Apply Crop'. */
  tabOrder?(): Promise<string[]>;
  /**
   * In a window of this size (@ui only: the layout is the browser's): the names of the dialog's controls that are not
   * wholly on screen, or lie under something, without scrolling (issue 37 point 8); whether the crop frame and both
   * previews are wholly on screen together; and the Auto Enhance switch's size.
   */
  fitIn?(window: { width: number; height: number }): Promise<{ hiddenControls: string[]; frameAndPreviewsTogether: boolean; autoEnhance: { width: number; height: number } }>;
  /** Presses Escape; true when the dialog closed and no tour has a new photo. */
  escape?(): Promise<boolean>;
  /** Chooses the 'Output Format' (docs/product.md §4). */
  chooseOutputFormat(format: OutputFormat): Promise<void>;
  /** Applies the crop; resolves to the name of the file the upload sends (the upload widget lists it by that name). */
  applyAndReadUploadedName(): Promise<string>;
}

/** A batch upload once it has ended. */
export interface BatchUploadView {
  /** The photo each admin tour now has, by the name of the file it was made from (read from the stored images). */
  photosByTour(): Promise<Map<number, string>>;
  /** The refusals the operator was shown for the photos picked while the batch uploaded. */
  readonly refusals: readonly string[];
}

export interface Visitor {
  openToursPage(): Promise<ToursPageView>;
  /** The home page, on this host (the address the visitor typed, features/domain-descriptions.feature) or else the test server's own. */
  openHomePage(host?: string): Promise<HomePageView>;
  /** A destination or activity page, by its path in domain/navigation/site-places.ts: at @domain and @ui (the API serves no catalogue). */
  openTourPage?(path: string): Promise<TourPageView>;
  /** A shopping page: at @domain and @ui (the API serves no catalogue). */
  openShop?(shop: Shop): Promise<ShopPageView>;
  /**
   * /real-estate (features/real-estate.feature): at @domain drawn on `today` (default the real one), with the broker's
   * markets the scenario set; at @api the served page, as built.
   */
  openRealEstatePage?(options?: { today?: Date; markets?: readonly string[] }): Promise<RealEstatePageView>;
  /** The pages' one data loader and the toasts that report it (features/data-loading.feature): at @domain. */
  readonly dataLoading?: DataLoading;
}

/** How the pages load their data and show toasts, as the visitor meets them. */
export interface DataLoading {
  /** The address a query key loads. */
  addressOf(queryKey: readonly unknown[]): string;
  /** A load the server answers so (a 401 throws, or gives empty data when the load asks for it)… */
  load(answer: { status: number; statusText: string; body: string }, on401: 'throw' | 'return-empty'): Promise<void>;
  /** …and its data, or the error the page reports. */
  lastLoad(): { data: unknown } | { error: Error } | undefined;
  showToast(title: string): void;
  dismissFirstToast(): void;
  /** Time passes on the page's clock. */
  wait(ms: number): void;
  /** The toasts still there, with whether each is open. */
  toasts(): { readonly title: string; readonly open: boolean }[];
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

/** A cookie as the browser keeps it: its name and the domain it was set for, or `host only` (set without a Domain). */
export interface CookieView {
  readonly name: string;
  readonly domain: string;
}

/** One purpose as the Cookie settings dialog shows it. */
export interface PurposeSetting {
  readonly ticked: boolean;
  readonly canChange: boolean;
}

/**
 * The visitor of features/consent.feature (docs/decisions/082): visits over months, the banner, Cookie settings, the
 * cookies the tags left behind and the events the analytics receive. At @domain the page's Consent, cookie cleaner
 * and tracking are built from the domain over in-memory browser parts, one page load at a time; at @ui a real
 * Chromium with Playwright's clock, cookies and the analytics test mode.
 */
export interface ConsentVisitor {
  /** From now on the browser sends Global Privacy Control (navigator.globalPrivacyControl and Sec-GPC: 1). */
  sendGlobalPrivacyControl(): Promise<void>;
  /** Opens an address (a path of the portal, or a full address on one of the product's domains): a new page load. */
  visit(address: string): Promise<void>;
  /** Answers the banner of the page open. */
  answer(answer: Exclude<ConsentAnswer, 'no choice'>): Promise<void>;
  /** Time passes, the page closed; the next visit opens the same address again. */
  comeBackAfter(months: number, days: number): Promise<void>;
  /** The browser keeps the choice in the form used before choices were dated (no date), as an earlier version stored it. */
  keepUndatedChoice(answer: Exclude<ConsentAnswer, 'no choice'>): Promise<void>;
  /** The banner, once the page knows the visitor's choice: undefined when it does not ask; else its text. */
  banner(): Promise<{ readonly text: string } | undefined>;
  /** Opens Cookie settings from the footer and reads each purpose; the dialog is closed again. */
  settings(): Promise<Record<'analytics' | 'marketing', PurposeSetting>>;
  /** Unticks a purpose in Cookie settings and saves. */
  withdraw(purpose: 'analytics' | 'marketing'): Promise<void>;
  /** The tags set these cookies, path / (with a domain: for it and its subdomains; `host only`: for the page's host). */
  tagsSetCookies(cookies: readonly CookieView[]): Promise<void>;
  /** The cookies the page's host sees, in no particular order. */
  cookies(): Promise<CookieView[]>;
  /** Scrolls the page to its end (the analytics would receive scroll depths). */
  scrollToEnd(): Promise<void>;
  /** Follows a link of the page to another page (a client-side route change: the analytics would receive a page view). */
  moveTo(path: string): Promise<void>;
  /** Every event the analytics received on the page open, in order. */
  events(): Promise<AnalyticsEvent[]>;
}

/** What the operator arranges about the home tours' marketplace photos (docs/product.md §7). */
export interface Marketplace {
  /** The operator's curated photo for a home tour, by the tour's id. */
  curatePhoto(homeTourId: string, imageUrl: string): Promise<void>;
  /** The marketplace images call fails from now on: at @domain and @ui (the page's call, answered 503 in the browser). */
  failImages?(): Promise<void>;
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
  /** The stars drawn beside the rating, from its sprite's drawings (star-full, star-half, star-empty). */
  readonly stars: readonly ('full' | 'half' | 'empty')[];
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
  /** The price badge as it is seen ('$$$$')… */
  readonly priceRange: string;
  /** …and as a screen reader says it ('Price level 4 of 4'). */
  readonly priceSpoken: string;
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

/** What /real-estate shows a visitor who checks it (issue 37 point 3). */
export interface RealEstatePageView {
  /** The broker card's heading, naming the broker. */
  readonly brokerTitle: string;
  /** Every link of the page to another site, by its visible words, in page order. */
  readonly links: readonly { readonly label: string; readonly href: string }[];
  /** The card's figure as read: "5 Key Locations". */
  readonly keyLocations: string;
  /** The markets the card lists. */
  readonly markets: readonly string[];
  /** Each pre-sale development's delivery line. */
  readonly deliveryLines: readonly string[];
}

export interface HomePageView extends BookablePage {
  tours(): Promise<HomeTourCardView[]>;
  /** The domain description the hero shows, once the descriptions have loaded; undefined when it shows none. */
  domainDescription(): Promise<string | undefined>;
  /** The rows the page read from the domain descriptions file (the page's own parse): at @domain and @api; the browser keeps them to itself. */
  describedDomains?(): Promise<{ domain: string; description: string }[]>;
  /** The newsletter form (docs/product.md §2, §4, §5, §8; issue 39). */
  newsletter: NewsletterFormView;
  /** The relocation consultation form behind "Book a Relocation Consultation" (issue 39 point 3). */
  relocationForm: RelocationRequestFormView;
  /** What the relocation section says happens after a request, before one is sent. */
  relocationNextSteps(): Promise<string>;
}

/** The tours page as the visitor sees it. */
export interface ToursPageView extends BookablePage {
  /** The custom photo a tour card shows with its "Custom Image" badge, if any. */
  customPhotoOf(publicTourId: string): Promise<string | undefined>;
  /** Ids of every tour card that shows a custom photo, in page order. */
  toursWithCustomPhoto(): Promise<string[]>;
  /** What a tour card's custom photo offers the browser: the fallback src and its sources in order (docs/decisions/048). */
  photoOfferOf(publicTourId: string): Promise<PhotoOffer | undefined>;
  /** The address the browser chose and loaded for a tour card's image: at @ui only (the choice is the browser's). */
  loadedPhotoOf?(publicTourId: string): Promise<string>;
  /** How the image of the tour card at this place on the page (from 0, all destinations shown) loads. */
  imageLoadingAt(position: number): Promise<{ readonly loading: string; readonly fetchPriority: string }>;
  /** The destination filter row (features/filters.feature): its buttons in order and the one pressed. */
  destinationFilter(): Promise<{ options: string[]; chosen: string }>;
  /** Presses a button of the destination filter row. */
  filterBy(destination: string): Promise<void>;
  /** What the filter row's polite status region says to screen readers (issue 23 point 4). */
  filterAnnouncement(): Promise<string>;
  /** The destination sections the page shows, in order. */
  sectionsShown(): Promise<DestinationSectionView[]>;
}

/** A /tours destination section as the visitor reads it: its name, its tour cards, and the note shown instead of cards. */
export interface DestinationSectionView {
  readonly name: string;
  readonly tourCount: number;
  readonly comingSoon?: { readonly title: string; readonly text: string };
}

/**
 * The portal's content as its editors change it (ui/content/). Only at @domain: the built pages' content is fixed
 * when they are built, so a rule about content the catalogue does not hold can only be shown there.
 */
export interface ContentEditor {
  /** Adds a destination with no tours to the /tours catalogue. */
  addDestinationWithoutTours(name: string): void;
}

/** A <picture>'s offer: its <source>s in order and the <img>'s fallback src. */
export interface PhotoOffer {
  readonly src: string;
  readonly sources: readonly { readonly type: string; readonly srcset: string; readonly sizes: string }[];
}

export type Level = 'domain' | 'api' | 'ui';

export interface ToastView {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}

/** What a visitor form says after a submit (docs/decisions/125): its answer, its messages by field, its general message ('' when none). */
export interface FormSaid {
  readonly answer: string;
  readonly byField: Readonly<Record<string, string>>;
  readonly general: string;
}

export interface NewsletterFormView {
  typeEmail(email: string): Promise<void>;
  /** Submits, ticking consent first when asked; resolves to what the form then says. */
  submit(options: { tickConsent: boolean }): Promise<FormSaid>;
  /** The words beside the consent box. */
  consentText(): Promise<string>;
  /** What the form reads now. */
  current(): Promise<{ email: string; consent: boolean }>;
  /** The addresses asked to confirm a subscription: at @domain the sign-ups the server took, at @ui the recipients of the server's outbox. */
  askedToConfirm(): Promise<string[]>;
  /** The server answers the next sign-up 429 with this Retry-After (@domain only). */
  refuseConnectionFor?(seconds: number): Promise<void>;
}

/** A consultation request as the visitor fills it in: services and move time by their labels. */
export interface RelocationRequestEntry {
  readonly name: string;
  readonly email: string;
  readonly services: readonly string[];
  readonly moveWhen: string;
  readonly message: string;
}

export interface RelocationRequestFormView {
  open(): Promise<void>;
  fill(entry: RelocationRequestEntry): Promise<void>;
  send(): Promise<FormSaid>;
  /** The requests that reached the operator: at @domain the ones the server took, at @ui the Inbox's new requests. */
  received(): Promise<{ name: string; email: string }[]>;
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
