import { After, AfterAll, Before, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { apiPortal } from './assemblies/api-portal.js';
import { domainPortal } from './assemblies/domain-portal.js';
import { uiPortal } from './assemblies/ui-portal.js';
import { closeBrowser } from './browser.js';
import type { ShopPageView, ToastView, BookablePage, HomePageView, Level, Portal, TourPageView, ToursPageView } from './portal.js';

/**
 * The test assemblies' one composition root (docs/architecture.md §1, "Composition roots"): the profile's `level` world parameter
 * picks which portal a scenario talks to (cucumber.config.ts).
 */
export class PortalWorld extends World<{ level: Level }> {
  portal!: Portal;
  toursPage?: ToursPageView;
  homePage?: HomePageView;
  tourPage?: TourPageView;
  shopPage?: ShopPageView;
  /** The page whose booking links the booking steps check: the one the visitor opened last. */
  bookablePage?: BookablePage;
  /** The toast the visitor was last shown. */
  lastToast?: ToastView;
  /** The photo URL of the operator's most recent replacement. */
  lastOperatorPhoto?: string;

  constructor(options: IWorldOptions<{ level: Level }>) {
    super(options);
  }

  get level(): Level {
    return this.parameters.level;
  }
}

setWorldConstructor(PortalWorld);
setDefaultTimeout(30_000);

const assemblies: Record<Level, () => Promise<Portal> | Portal> = {
  domain: domainPortal,
  api: apiPortal,
  ui: uiPortal,
};

Before(async function (this: PortalWorld) {
  const assemble = assemblies[this.level];
  if (!assemble) throw new Error(`Unknown level "${String(this.level)}": run cucumber with --profile domain, api or ui`);
  this.portal = await assemble();
});

After(async function (this: PortalWorld) {
  await this.portal?.dispose();
});

AfterAll(async () => {
  await closeBrowser();
});
