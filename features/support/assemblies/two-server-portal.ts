import { readFileSync } from 'node:fs';
import type { Portal } from '../portal.js';
import { ServerProcess } from '../server-process.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { fixtureFile } from '../server-under-test.js';
import { TwoServerOperator, TwoServerVisitor, type ServerName } from '../two-server-operator.js';

/** One PostgreSQL database and one S3 bucket, new for each scenario (features/support/two-server-engines.ts). */
export interface SharedEngines {
  readonly databaseUrl: string;
  readonly s3: { readonly endpoint: string; readonly bucket: string; readonly accessKeyId: string; readonly secretAccessKey: string };
}

/** The portal of features/scale-out.feature: what its steps reach through the world. */
export interface TwoServerPortal extends Portal {
  readonly operator: TwoServerOperator;
  readonly visitorOf: TwoServerVisitor;
  /** Someone who is not the operator, signing in from the same address. */
  stranger(): TwoServerOperator;
}

export function isTwoServerPortal(portal: Portal): portal is TwoServerPortal {
  return portal.operator instanceof TwoServerOperator;
}

/**
 * Two built servers, each a process of its own with a DATA_DIR of its own, configured as the README's
 * "Running on more than one machine" says: the same DATABASE_URL, S3_* bucket, UPLOAD_URL_SECRET and
 * ADMIN_PASSWORD. The scenario plays the load balancer: each request names the server it goes to.
 */
export async function twoServerPortal(engines: SharedEngines): Promise<TwoServerPortal> {
  const environment = {
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    UPLOAD_URL_SECRET: 'the-same-upload-url-secret-on-every-server',
    DATABASE_URL: engines.databaseUrl,
    S3_BUCKET: engines.s3.bucket,
    S3_ENDPOINT: engines.s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: engines.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: engines.s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
  };
  const processes = [new ServerProcess(environment), new ServerProcess(environment)] as const;
  const started = await Promise.allSettled(processes.map((server) => server.start()));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(processes.map((server) => server.stop()));
    throw failure.reason;
  }
  const servers: Record<ServerName, string> = { A: processes[0].baseUrl, B: processes[1].baseUrl };
  const photo = new Blob([readFileSync(fixtureFile('images/operator-photo.jpg'))], { type: 'image/jpeg' });
  // Only the admin page's calls and the visitors' reads, server by server: the pages themselves are checked at
  // @domain and @ui, so this portal has no visitor, marketplace or tracked visitor (features/support/capability.ts).
  const operator = new TwoServerOperator(servers, photo);
  return {
    operator,
    visitorOf: new TwoServerVisitor(servers, operator.album),
    stranger: () => new TwoServerOperator(servers, photo),
    dispose: async () => {
      await Promise.all(processes.map((server) => server.stop()));
    },
  };
}
