import { After, AfterAll, Before, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { ApiScenario } from './api-scenario.js';
import { apiPortal } from './assemblies/api-portal.js';
import { domainPortal } from './assemblies/domain-portal.js';
import { uiPortal } from './assemblies/ui-portal.js';
import { closeBrowser } from './browser.js';
import { assertUnchanged, READ_ONLY_TAG, serverMark, stopWorkerServer } from './worker-server.js';
import { serverOf } from './capability.js';
import type { AdminPage } from './pages/admin-page.js';
import type { SiteShell } from './pages/site-shell.js';
import type {
  AdminGateView,
  BatchUploadView,
  BookablePage,
  CropDialogView,
  HomePageView,
  Level,
  PhotoSize,
  Portal,
  RateLimitedUpload,
  RefusedPhoto,
  ShopPageView,
  ShownCropArea,
  ToastView,
  TourCardView,
  TourPageView,
  ToursPageView,
  UploadLinkOutcome,
} from './portal.js';

/** The /admin page a @ui scenario drives, and what it showed (features/admin-page.feature). */
export interface AdminPageState {
  readonly admin: AdminPage;
  /** The address of the photo the admin card showed after the upload. */
  uploadedPhoto?: string;
  /** Whether the page handled a file dropped outside its drop areas. */
  strayDropHandled?: boolean;
}

/** The site shell a @ui scenario drives: the last address's status and the menu's closing delay (features/site-shell.feature). */
export interface ShellState {
  readonly shell: SiteShell;
  /** The errors and warnings the browser's console and the page reported since the scenario's first address. */
  readonly browserErrors: string[];
  lastStatus?: number;
  menuCloseDelayMs?: number;
}

/**
 * The test assemblies' one composition root (docs/architecture.md §1, "Composition roots"): the profile's `level` world parameter
 * picks which portal a scenario talks to (cucumber.config.ts).
 */
export class PortalWorld extends World<{ level: Level }> {
  portal!: Portal;
  toursPage?: ToursPageView;
  homePage?: HomePageView;
  tourPage?: TourPageView;
  /** A tour card as the visitor read it on one page, to compare with another (features/destination-pages.feature). */
  notedTour?: TourCardView;
  shopPage?: ShopPageView;
  /** The page whose booking links the booking steps check: the one the visitor opened last. */
  bookablePage?: BookablePage;
  /** The toast the visitor was last shown. */
  lastToast?: ToastView;
  /** The photo URL of the operator's most recent replacement. */
  lastOperatorPhoto?: string;
  /** The /admin gate the operator opened (features/admin-access.feature). */
  adminGate?: AdminGateView;
  /** The upload link the operator asked for through that gate, and what a photo sent to it came to. */
  uploadLink?: string;
  uploadLinkOutcome?: UploadLinkOutcome;
  /** What the portal answered when the operator last saved a bare photo address. */
  lastSaveAnswer?: 'saved' | 'refused';
  /** The crop dialog the operator opened, the photo it was opened on or made, and the crop area before a key press (features/crop-dialog.feature). */
  cropDialog: { photo?: PhotoSize; picked?: CropDialogView | RefusedPhoto; before?: ShownCropArea } = {};
  /** The operator's batch upload once it ended (features/batch-upload.feature). */
  batch?: BatchUploadView;
  /** The operator's upload through a rate limit once it ended (features/admin-upload-retries.feature). */
  rateLimitedUpload?: RateLimitedUpload;
  /** The /admin page a @ui scenario drives (features/admin-page.feature). */
  adminPage?: AdminPageState;
  /** The header, footer and error page a @ui scenario drives (features/site-shell.feature). */
  siteShell?: ShellState;
  private apiScenario?: ApiScenario;
  /** The shared server's state when a @read-only scenario began on it (features/support/worker-server.ts). */
  sharedServerMark?: string;

  /** What an @api scenario about the server remembers between steps, made on first use from the real server. */
  get api(): ApiScenario {
    this.apiScenario ??= new ApiScenario(serverOf(this));
    return this.apiScenario;
  }

  constructor(options: IWorldOptions<{ level: Level }>) {
    super(options);
  }

  async disposeApi(): Promise<void> {
    await this.apiScenario?.dispose();
  }

  get level(): Level {
    return this.parameters.level;
  }
}

setWorldConstructor(PortalWorld);
setDefaultTimeout(30_000);

const assemblies: Record<Level, (options: { shared: boolean }) => Promise<Portal> | Portal> = {
  domain: domainPortal,
  api: apiPortal,
  ui: uiPortal,
};

// Scenarios on two servers get their portal from features/support/two-server-engines.ts.
Before({ tags: 'not @two-servers' }, async function (this: PortalWorld, { pickle }) {
  const assemble = assemblies[this.level];
  if (!assemble) throw new Error(`Unknown level "${String(this.level)}": run cucumber with --profile domain, api or ui`);
  // A scenario that only reads what the server publishes shares the worker's server (docs/decisions/147).
  const shared = this.level !== 'domain' && pickle.tags.some((tag) => tag.name === READ_ONLY_TAG);
  this.portal = await assemble({ shared });
  if (shared) this.sharedServerMark = serverMark(serverOf(this));
});

After(async function (this: PortalWorld, { pickle }) {
  await this.disposeApi();
  await this.portal?.dispose();
  if (this.sharedServerMark !== undefined) await assertUnchanged(serverOf(this), this.sharedServerMark, pickle.name);
});

AfterAll(async () => {
  await closeBrowser();
  await stopWorkerServer();
});
