import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerUnderTest } from './server-under-test.js';

/**
 * The tag of a scenario (or its rule, or its feature) that only reads what the server publishes: pages, assets and
 * answers, nothing stored, no clock moved, no setting changed (docs/decisions/147). At @api and @ui it runs on the
 * worker's one shared server instead of starting its own (1-1.5 s a start on a busy machine, docs/decisions/142).
 */
export const READ_ONLY_TAG = '@read-only';

let shared: { server: Promise<ServerUnderTest>; made: () => ServerUnderTest } | undefined;

/** The worker's shared server, started by the first @read-only scenario with the assembly's own settings. */
export function workerServer(make: () => ServerUnderTest): Promise<ServerUnderTest> {
  shared ??= { server: make().start(), made: make };
  return shared.server;
}

/** Stops the worker's shared server (the end of the worker, or a scenario that wrote to it). */
export async function stopWorkerServer(): Promise<void> {
  const stopping = shared?.server;
  shared = undefined;
  await (await stopping)?.stop();
}

/**
 * What a scenario could have changed on a server: its address (a restart), its clock, the rows its SQLite
 * connection changed, and every file of its DATA_DIR but the database's own (a descriptions file, a curated
 * map, an upload).
 */
export function serverMark(server: ServerUnderTest): string {
  const files = readdirSync(server.dataDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/^portal\.db(-wal|-shm|-journal)?$/.test(name))
    .sort()
    .map((name) => {
      const stat = statSync(join(server.dataDir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    });
  return JSON.stringify({ address: server.baseUrl, clock: server.clock?.now().toISOString(), rowsChanged: server.rowsChanged(), files });
}

/**
 * Fails the scenario that changed the shared server, and retires that server so the next @read-only scenario
 * starts on a fresh one: a tag that lies is found at once, and never leaks into the scenarios after it.
 */
export async function assertUnchanged(server: ServerUnderTest, before: string, scenario: string): Promise<void> {
  const after = serverMark(server);
  if (after === before) return;
  await stopWorkerServer();
  throw new Error(
    `"${scenario}" is tagged ${READ_ONLY_TAG} but changed the server it shares with other scenarios:\n  before ${before}\n  after  ${after}\n` +
      `Remove ${READ_ONLY_TAG} from it (docs/decisions/147).`,
  );
}
