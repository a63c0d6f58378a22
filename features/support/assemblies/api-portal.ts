import { apiRealEstatePage } from './real-estate-views.js';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpAdminApi } from '../../../adapters/http/http-admin-api.js';
import { HttpMarketplaceImagesApi } from '../../../adapters/http/http-marketplace-images-api.js';
import { HttpTourPhotoUploads } from '../../../adapters/http/http-tour-photo-uploads.js';
import { domainHomePage } from './domain-views.js';
import { readFileSync } from 'node:fs';
import { HttpTourImagesApi } from '../../../adapters/http/http-tour-images-api.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { TimeoutScheduler } from '../../../adapters/system/timeout-scheduler.js';
import { ClockToken } from '../../../domain/tokens.js';
import { OperatorPhotoAlbum } from '../api-operator.js';
import type { Operator, Portal } from '../portal.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { fixtureFile, ServerUnderTest } from '../server-under-test.js';
import { toursPageFrom } from './domain-portal.js';
import { apiAdminGate } from './admin-gate-views.js';
import { uploadOnePhoto } from './widget-transfer.js';
import { HttpDomainDescriptionSource } from '../../../adapters/http/http-domain-description-source.js';
import { workerServer } from '../worker-server.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/**
 * The @api level: a real Nest app over real HTTP, with its own DATA_DIR. Its clock moves only when
 * a scenario says time passes (docs/architecture.md §1 Clock port), so expiry rules are checked without waiting.
 */
export async function apiPortal({ shared = false } = {}): Promise<Portal> {
  // A scenario that only reads what the server publishes runs on the worker's shared server (features/support/worker-server.ts).
  const made = () => new ServerUnderTest({ overrides: [[ClockToken, new ManualClock(new Date())]] });
  const server = shared ? await workerServer(made) : await made().start();
  const album = new OperatorPhotoAlbum();
  return {
    server,
    operator: {
      ...adminApiOperator(server, album),
      openAdminPage: async () => apiAdminGate(server),
      editDomainDescriptions: (csv) => writeDomainDescriptions(server, csv),
    },
    // No tracked visitor (tracking happens in the visitor's browser), no failing marketplace call (the browser's
    // call fails) and no destination or shopping pages (the API serves no catalogue): see features/support/capability.ts.
    marketplace: {
      curatePhoto: (homeTourId, imageUrl) => curateMarketplacePhoto(server, homeTourId, imageUrl),
    },
    visitor: {
      openToursPage: async () => {
        const images = await new HttpTourImagesApi(server.baseUrl).list();
        return toursPageFrom(images.map((image) => ({ ...image, imageURL: album.nameOf(image.imageURL) })));
      },
      // The home page's images come from the real server, through the browser's own adapter.
      openHomePage: (host = new URL(server.baseUrl).host) =>
        domainHomePage(new HttpMarketplaceImagesApi(server.baseUrl), { source: new HttpDomainDescriptionSource(server.baseUrl), host }),
      // The page as the build drew it: the scenario cannot choose its day or its markets here.
      openRealEstatePage: async (options) => {
        if (options?.today !== undefined || options?.markets !== undefined) throw new Error('The served /real-estate is drawn on its build day from the seed');
        return apiRealEstatePage(server.baseUrl);
      },
    },
    dispose: async () => {
      if (!shared) await server.stop();
    },
  };
}

/** The operator's domain descriptions are a file in DATA_DIR, editable without a restart (docs/product.md §3). */
export async function writeDomainDescriptions(server: ServerUnderTest, csv: string): Promise<void> {
  await writeFile(join(server.dataDir, 'domain-descriptions.csv'), `${csv}\n`);
}

/** The operator's curated map is a file in DATA_DIR, read on every call (docs/decisions/025). */
export async function curateMarketplacePhoto(server: ServerUnderTest, homeTourId: string, imageUrl: string): Promise<void> {
  const file = join(server.dataDir, 'marketplace-images.json');
  const current = JSON.parse(await readFile(file, 'utf8').catch(() => '{"images":{}}')) as { images?: Record<string, string> };
  await writeFile(file, JSON.stringify({ ...current, images: { ...current.images, [homeTourId]: imageUrl } }));
}

/**
 * The operator's replacement over real HTTP through the browser's own adapters and the same use case
 * the admin page's upload widget runs (TourPhotoUploadRun.single and saveTourPhoto, ./widget-transfer.ts): sign in, get a signed upload URL, send a
 * real photo to it, save it for the tour. The album remembers which stored photo the scenario meant.
 */
export function adminApiOperator(server: ServerUnderTest, album: OperatorPhotoAlbum): Operator {
  const admin = new HttpAdminApi(server.baseUrl);
  const uploads = new HttpTourPhotoUploads(server.baseUrl);
  let token: string | undefined;
  return {
    replaceTourPhoto: async (tourId, photoName) => {
      token ??= (await admin.signIn(TEST_ADMIN_PASSWORD)).token;
      const outcome = await uploadOnePhoto(uploads, new TimeoutScheduler(), token, tourId, new Blob([operatorPhoto], { type: 'image/jpeg' }));
      if (outcome.kind === 'failed') throw new Error(`The replacement of tour ${tourId}'s photo failed at step "${outcome.step}"`);
      album.record(photoName, outcome.image.imageURL);
    },
    saveTourPhotoAddress: async (tourId, imageURL) => {
      token ??= (await admin.signIn(TEST_ADMIN_PASSWORD)).token;
      return uploads.saveTourImage(token, tourId, imageURL).then(
        () => 'saved' as const,
        () => 'refused' as const,
      );
    },
  };
}
