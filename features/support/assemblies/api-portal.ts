import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpMarketplaceImagesApi } from '../../../adapters/http/http-marketplace-images-api.js';
import { domainHomePage } from './domain-views.js';
import { readFileSync } from 'node:fs';
import { HttpTourImagesApi } from '../../../adapters/http/http-tour-images-api.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { ClockToken } from '../../../domain/tokens.js';
import { ApiOperator, OperatorPhotoAlbum } from '../api-operator.js';
import type { Operator, Portal, TrackedVisitor } from '../portal.js';
import { fixtureFile, ServerUnderTest } from '../server-under-test.js';
import { toursPageFrom } from './domain-portal.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/**
 * The @api level: a real Nest app over real HTTP, with its own DATA_DIR. Its clock moves only when
 * a scenario says time passes (docs/architecture.md §1 Clock port), so expiry rules are checked without waiting.
 */
export async function apiPortal(): Promise<Portal> {
  const server = await new ServerUnderTest({ overrides: [[ClockToken, new ManualClock(new Date())]] }).start();
  const album = new OperatorPhotoAlbum();
  return {
    server,
    operator: adminApiOperator(server, album),
    // Tracking happens in the visitor's browser (features/tracking.feature runs at @domain and @ui).
    trackedVisitor: new Proxy({} as TrackedVisitor, { get: (_, action) => notAtThisLevel(`tracked visitor (${String(action)})`) }),
    marketplace: {
      curatePhoto: (homeTourId, imageUrl) => curateMarketplacePhoto(server, homeTourId, imageUrl),
      failImages: notAtThisLevel('a failing marketplace images call'),
    },
    visitor: {
      openToursPage: async () => {
        const images = await new HttpTourImagesApi(server.baseUrl).list();
        return toursPageFrom(images.map((image) => ({ ...image, imageURL: album.nameOf(image.imageURL) })));
      },
      // The home page's images come from the real server, through the browser's own adapter.
      openHomePage: () => domainHomePage(new HttpMarketplaceImagesApi(server.baseUrl)),
      openTourPage: notAtThisLevel('a destination page (the catalogue is not served by the API)'),
      openShop: notAtThisLevel('a shopping page (the catalogue is not served by the API)'),
    },
    dispose: () => server.stop(),
  };
}

/**
 * The operator's replacement through the real admin calls: sign in, get a signed upload URL, send a
 * real photo to it, save it for the tour. The album remembers which stored photo the scenario meant.
 */
/** The operator's curated map is a file in DATA_DIR, read on every call (docs/decisions/025). */
export async function curateMarketplacePhoto(server: ServerUnderTest, homeTourId: string, imageUrl: string): Promise<void> {
  const file = join(server.dataDir, 'marketplace-images.json');
  const current = JSON.parse(await readFile(file, 'utf8').catch(() => '{"images":{}}')) as { images?: Record<string, string> };
  await writeFile(file, JSON.stringify({ ...current, images: { ...current.images, [homeTourId]: imageUrl } }));
}

const notAtThisLevel = (what: string) => async (): Promise<never> => {
  throw new Error(`The @api level has no ${what}: tag the scenario @domain or @ui`);
};

export function adminApiOperator(server: ServerUnderTest, album: OperatorPhotoAlbum): Operator {
  const operator = new ApiOperator(() => server.baseUrl);
  return {
    replaceTourPhoto: async (tourId, photoName) => {
      album.record(photoName, await operator.replaceTourPhoto(tourId, operatorPhoto));
    },
  };
}
