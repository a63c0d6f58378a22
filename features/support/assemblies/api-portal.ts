import { HttpTourImagesApi } from '../../../adapters/http/http-tour-images-api.js';
import { openDatabase } from '../../../adapters/sqlite/database.js';
import { SqliteTourImageRepository } from '../../../adapters/sqlite/sqlite-tour-image-repository.js';
import type { Operator, Portal } from '../portal.js';
import { ServerUnderTest } from '../server-under-test.js';
import { toursPageFrom } from './domain-portal.js';

/** The @api level: a real Nest app over real HTTP, with its own SQLite file. */
export async function apiPortal(): Promise<Portal> {
  const server = await new ServerUnderTest().start();
  return {
    server,
    operator: storageOperator(server),
    visitor: {
      openToursPage: async () => toursPageFrom(await new HttpTourImagesApi(server.baseUrl).list()),
    },
    dispose: () => server.stop(),
  };
}

/**
 * The operator's replacement written straight into the server's SQLite file through the same
 * adapter the server uses (the admin save call arrives with the server issue).
 */
export function storageOperator(server: ServerUnderTest): Operator {
  return {
    replaceTourPhoto: async (tourId, imageURL) => {
      const db = openDatabase(server.databaseFile);
      try {
        await new SqliteTourImageRepository(db).save({ tourId, imageURL });
      } finally {
        db.close();
      }
    },
  };
}
