import type { Page } from '@playwright/test';
import { OperatorPhotoAlbum } from '../api-operator.js';
import { offlineContext } from '../browser.js';
import { TOURS_PAGE_TOURS } from '../catalogue.js';
import type { Operator, Portal, ToursPageView } from '../portal.js';
import { ServerUnderTest } from '../server-under-test.js';
import { adminApiOperator, curateMarketplacePhoto, writeDomainDescriptions } from './api-portal.js';
import { SHOP_PATHS } from '../catalogue.js';
import { uiHomePage, uiShop, uiTourPage } from './ui-views.js';
import { UiAdminOperator } from './ui-admin.js';
import { uiAdminGate } from './admin-gate-views.js';
import { uiTrackedVisitor } from './ui-tracking.js';
import { uiConsentVisitor } from './ui-consent.js';
import { outboundLinks } from '../pages/outbound-links.js';
import { ToursPage } from '../pages/tours-page.js';
import { TOUR_IMAGES_PATH } from '../../../domain/tours/tour-image-paths.js';
import { DOMAIN_DESCRIPTIONS_PATH } from '../../../domain/api-paths.js';
import { openReady, pageReady } from '../page-ready.js';
import { workerServer } from '../worker-server.js';

/**
 * The @ui level: a real Chromium driving the real server's pages. A scenario that only reads the published site
 * (`shared`, features/support/worker-server.ts) runs on the worker's shared server; any other starts its own.
 */
export async function uiPortal({ shared = false } = {}): Promise<Portal> {
  const server = shared ? await workerServer(() => new ServerUnderTest()) : await new ServerUnderTest().start();
  const context = await offlineContext(server.baseUrl);
  // The operator's photos are really uploaded and served by the server (/objects/{id}).
  const album = new OperatorPhotoAlbum();
  const page = await context.newPage();
  const open = async (path: string) => {
    await openReady(page, `${server.baseUrl}${path}`);
  };
  return {
    server,
    page,
    operator: {
      ...uiOperator(adminApiOperator(server, album), new UiAdminOperator(page, server)),
      openAdminPage: () => uiAdminGate(page, server),
      editDomainDescriptions: (csv) => writeDomainDescriptions(server, csv),
    },
    trackedVisitor: uiTrackedVisitor(page, server),
    consentVisitor: uiConsentVisitor(page, server),
    marketplace: {
      curatePhoto: (homeTourId, imageUrl) => curateMarketplacePhoto(server, homeTourId, imageUrl),
      failImages: async () => {
        await page.route('**/api/getyourguide/images', (route) =>
          route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'The marketplace cannot be reached' } }),
        );
      },
    },
    visitor: {
      openToursPage: async () => {
        // The operator's photos arrive with the page's one call for them after hydration. (A page that already
        // holds them makes no call: the wait then ends after 10 s.)
        const tourImagesAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === TOUR_IMAGES_PATH, { timeout: 10_000 }).catch(() => undefined);
        await open('/tours');
        await tourImagesAnswered;
        // ...and React draws them in the next frame.
        await nextFrame(page);
        return toursPageIn(page, album);
      },
      openHomePage: async (host) => {
        // The domain's description comes with the page's one call for it after hydration (see openToursPage).
        const descriptionsAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === DOMAIN_DESCRIPTIONS_PATH, { timeout: 10_000 }).catch(() => undefined);
        if (host === undefined) await open('/');
        else {
          // The visitor typed another of the product's addresses: the browser goes there, and the test server answers it.
          const origin = new URL(`http://${host}/`).origin;
          await page.route(`${origin}/**`, async (route) => {
            const asked = new URL(route.request().url());
            await route.fulfill({ response: await route.fetch({ url: `${server.baseUrl}${asked.pathname}${asked.search}` }) });
          });
          await openReady(page, `${origin}/`);
        }
        await descriptionsAnswered;
        await nextFrame(page);
        return uiHomePage(page, server);
      },
      openTourPage: async (path) => {
        await open(path);
        return uiTourPage(page);
      },
      openShop: async (shop) => {
        await open(SHOP_PATHS[shop]);
        return uiShop(page, shop);
      },
    },
    dispose: async () => {
      // A route handler still fetching when the scenario ends (a cancelled upload) must not throw
      // into the worker after its context is gone; a tab the scenario closed (a booking link's
      // popup) may already have taken its handlers with it, which is fine at the end.
      await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
      await context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
      await context.close();
      if (!shared) await server.stop();
    },
  };
}

/** Resolves once React has drawn what the last answer changed: the next frame, and the task after it. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

function toursPageIn(page: Page, album: OperatorPhotoAlbum): ToursPageView {
  const toursPage = new ToursPage(page);
  return {
    customPhotoOf: async (publicTourId) => {
      const tour = TOURS_PAGE_TOURS.find((candidate) => candidate.id === publicTourId)!;
      const src = await toursPage.customPhotoOf(tour.title);
      return src === undefined ? undefined : album.nameOf(src);
    },
    toursWithCustomPhoto: async () => {
      const titles = await toursPage.titlesWithCustomPhoto();
      return TOURS_PAGE_TOURS.filter((tour) => titles.includes(tour.title)).map((tour) => tour.id);
    },
    photoOfferOf: async (publicTourId) => {
      const tour = TOURS_PAGE_TOURS.find((candidate) => candidate.id === publicTourId)!;
      return (await toursPage.customPhotoOf(tour.title)) === undefined ? undefined : toursPage.photoOffer(tour.title);
    },
    loadedPhotoOf: (publicTourId) => toursPage.loadedPhoto(TOURS_PAGE_TOURS.find((candidate) => candidate.id === publicTourId)!.title),
    imageLoadingAt: (position) => toursPage.imageLoading(TOURS_PAGE_TOURS[position]!.title),
    destinationFilter: async () => {
      const options = await toursPage.destinationChoices.allTextContents();
      const chosen = await toursPage.destinationChoices.and(page.locator('[aria-current="true"]')).allTextContents();
      if (chosen.length !== 1) throw new Error(`The filter row has ${chosen.length} links marked current: ${chosen.join(', ')}`);
      return { options, chosen: chosen[0]! };
    },
    filterBy: (destination) => toursPage.chooseDestination(destination),
    // The polite status region right after the row, as a screen reader finds it.
    filterAnnouncement: async () => ((await toursPage.destinationFilter.locator('xpath=following-sibling::*[@role="status"][1]').textContent()) ?? '').trim(),
    sectionsShown: () => toursPage.sections(),
    tourCount: () => page.getByRole('main').getByRole('article').count(),
    bookingLinks: () => outboundLinks(page.getByRole('main').getByRole('article').getByRole('link', { name: /^Book with / })),
  };
}

/** The operator's records through the admin calls; the crop dialog and the batch on the real admin page. */
function uiOperator(records: Operator, admin: UiAdminOperator): Operator {
  return {
    replaceTourPhoto: (tourId, photoName) => records.replaceTourPhoto(tourId, photoName),
    pickPhotoToCrop: (size, fileName) => admin.pickPhotoToCrop(size, fileName),
    batchUpload: (photos, whileUploading) => admin.batchUpload(photos, whileUploading),
    uploadThroughRateLimit: (limitedTimes, retryAfter) => admin.uploadThroughRateLimit(limitedTimes, retryAfter),
  };
}
