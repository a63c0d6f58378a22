import { readFileSync } from 'node:fs';
import { HttpTourImagesApi } from '../../../adapters/http/http-tour-images-api.js';
import { ManualClock } from '../../../adapters/memory/manual-clock.js';
import { ApiOperator, OperatorPhotoAlbum } from '../api-operator.js';
import type { Operator, Portal } from '../portal.js';
import { fixtureFile, ServerUnderTest } from '../server-under-test.js';
import { toursPageFrom } from './domain-portal.js';

const operatorPhoto = readFileSync(fixtureFile('images/operator-photo.jpg'));

/**
 * The @api level: a real Nest app over real HTTP, with its own DATA_DIR. Its clock moves only when
 * a scenario says time passes (docs/architecture.md §1 Clock port), so expiry rules are checked without waiting.
 */
export async function apiPortal(): Promise<Portal> {
  const server = await new ServerUnderTest({ clock: new ManualClock(new Date()) }).start();
  const album = new OperatorPhotoAlbum();
  return {
    server,
    operator: adminApiOperator(server, album),
    visitor: {
      openToursPage: async () => {
        const images = await new HttpTourImagesApi(server.baseUrl).list();
        return toursPageFrom(images.map((image) => ({ ...image, imageURL: album.nameOf(image.imageURL) })));
      },
    },
    dispose: () => server.stop(),
  };
}

/**
 * The operator's replacement through the real admin calls: sign in, get a signed upload URL, send a
 * real photo to it, save it for the tour. The album remembers which stored photo the scenario meant.
 */
export function adminApiOperator(server: ServerUnderTest, album: OperatorPhotoAlbum): Operator {
  const operator = new ApiOperator(() => server.baseUrl);
  return {
    replaceTourPhoto: async (tourId, photoName) => {
      album.record(photoName, await operator.replaceTourPhoto(tourId, operatorPhoto));
    },
  };
}
