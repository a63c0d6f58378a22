import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_LINK_HEALTH_PATH } from '../../../domain/api-paths.js';
import type { LinkHealthView } from '../../../domain/link-health/link-health-reader.js';
import type { LinkTarget } from '../../../domain/link-health/link-target.js';
import { TEST_ADMIN_PASSWORD } from '../../../test-support/admin-sessions.js';
import { FakePartner } from '../../../test-support/fake-partners.js';
import { ServerProcess } from '../server-process.js';
import { freshPostgresDatabase } from '../two-server-engines.js';

/** The settings of these servers: short enough that a run, a kill and the take-over last seconds. */
export const SERVERS_PAUSE_MS = 150;
export const SERVERS_LEASE_MS = 3_000;
const SERVERS_POLL_MS = 300;

export type SharedDatabase = 'SQLite file' | 'PostgreSQL';

/**
 * Two built servers, each a process of its own (features/processes/link-check-server.ts), checking the same links on a
 * schedule (LINK_CHECK on) with one database: one SQLite file in a DATA_DIR both are given, or one PostgreSQL database
 * (docs/decisions/128, 139). The links are on two local fake partner hosts, each link's address its own (`?n=`), so the
 * hosts' logs tell how many times each link was asked.
 */
export class LinkCheckServers {
  readonly servers: readonly [ServerProcess, ServerProcess];
  private token: string | undefined;

  private constructor(
    readonly hosts: readonly [FakePartner, FakePartner],
    readonly targets: readonly LinkTarget[],
    servers: readonly [ServerProcess, ServerProcess],
    private readonly sharedDir: string | undefined,
  ) {
    this.servers = servers;
  }

  static async start(database: SharedDatabase, linksPerHost: number): Promise<LinkCheckServers> {
    const hosts = [await new FakePartner({ answerMs: 100 }).start(), await new FakePartner({ answerMs: 100 }).start()] as const;
    const targets = hosts.flatMap((host, h) =>
      Array.from({ length: linksPerHost }, (_, i): LinkTarget => {
        const n = h * linksPerHost + i;
        return { linkId: `tour:link-${n}`, partner: 'marketplace', label: `Tour ${n}`, url: host.url(`/good?partner_id=P1&n=${n}`), record: { collection: 'tours', id: `link-${n}` }, partnerParameters: { partner_id: 'P1' } };
      }),
    );
    const sharedDir = database === 'SQLite file' ? mkdtempSync(join(tmpdir(), 'crg-two-sqlite-')) : undefined;
    const environment = {
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      UPLOAD_URL_SECRET: 'the-same-upload-url-secret-on-every-server',
      MAIL_LINK_SECRET: 'the-same-mail-link-secret-on-every-server',
      LINK_CHECK: 'on',
      LINK_CHECK_PAUSE_MS: String(SERVERS_PAUSE_MS),
      LINK_CHECK_TIMEOUT_MS: '1000',
      SCENARIO_LINK_TARGETS: JSON.stringify(targets),
      SCENARIO_LINK_LEASE_MS: String(SERVERS_LEASE_MS),
      SCENARIO_LINK_POLL_MS: String(SERVERS_POLL_MS),
      ...(database === 'PostgreSQL' ? { DATABASE_URL: await freshPostgresDatabase() } : {}),
    };
    const main = ['--import', 'tsx', 'features/processes/link-check-server.ts'];
    const servers = [new ServerProcess(environment, { main, dataDir: sharedDir }), new ServerProcess(environment, { main, dataDir: sharedDir })] as const;
    // Side by side, as a deployment starts them: each looks for the due run at start and every poll after.
    const started = await Promise.allSettled(servers.map((server) => server.start()));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(servers.map((server) => server.stop()));
      throw failure.reason;
    }
    return new LinkCheckServers(hosts, targets, servers, sharedDir);
  }

  /** The Links view's data, as the operator's page reads it from `server`. */
  async report(server: ServerProcess): Promise<LinkHealthView> {
    if (this.token === undefined) {
      const session = await fetch(`${server.baseUrl}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }) });
      this.token = ((await session.json()) as { token: string }).token;
    }
    const answer = await fetch(`${server.baseUrl}${ADMIN_LINK_HEALTH_PATH}`, { headers: { Authorization: `Bearer ${this.token}` } });
    if (answer.status !== 200) throw new Error(`The report was answered ${answer.status}`);
    return (await answer.json()) as LinkHealthView;
  }

  /** How many times each link's own address was asked, by link id, across both hosts. */
  asked(): Map<string, number> {
    const counts = new Map(this.targets.map((target) => [target.linkId, 0]));
    for (const request of this.hosts.flatMap((host) => host.requests)) {
      const n = new URLSearchParams(request.search).get('n');
      if (n !== null) counts.set(`tour:link-${n}`, (counts.get(`tour:link-${n}`) ?? 0) + 1);
    }
    return counts;
  }

  async dispose(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.stop()));
    await Promise.all(this.hosts.map((host) => host.stop()));
    if (this.sharedDir !== undefined) rmSync(this.sharedDir, { recursive: true, force: true });
  }
}
