import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { offlineContext } from '../browser.js';
import { TOURS_PAGE_TOURS } from '../catalogue.js';
import type { Portal, ToursPageView } from '../portal.js';
import { fixtureFile, ServerUnderTest } from '../server-under-test.js';
import { storageOperator } from './api-portal.js';
import { ToursPage } from '../pages/tours-page.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/** The @ui level: a real Chromium driving the real server's pages. */
export async function uiPortal(): Promise<Portal> {
  const server = await new ServerUnderTest().start();
  const context = await offlineContext(server.baseUrl);
  // The operator's photos are stored by reference only at this level: serve a real picture for them.
  await context.route(`${server.baseUrl}/objects/operator-photo-*`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: operatorPhoto }),
  );
  const page = await context.newPage();
  return {
    server,
    page,
    operator: storageOperator(server),
    visitor: {
      openToursPage: async () => {
        await page.goto(`${server.baseUrl}/tours`);
        await page.waitForLoadState('networkidle');
        return toursPageIn(page);
      },
    },
    dispose: async () => {
      await context.close();
      await server.stop();
    },
  };
}

function toursPageIn(page: Page): ToursPageView {
  const toursPage = new ToursPage(page);
  return {
    customPhotoOf: async (publicTourId) => {
      const tour = TOURS_PAGE_TOURS.find((candidate) => candidate.id === publicTourId)!;
      return toursPage.customPhotoOf(tour.title);
    },
    toursWithCustomPhoto: async () => {
      const titles = await toursPage.titlesWithCustomPhoto();
      return TOURS_PAGE_TOURS.filter((tour) => titles.includes(tour.title)).map((tour) => tour.id);
    },
  };
}
