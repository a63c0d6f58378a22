import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { LinkCheckRunStatus } from '../../domain/link-health/link-health-store.js';
import { LinkCheckServers, SERVERS_LEASE_MS, type SharedDatabase } from '../support/assemblies/link-check-servers.js';
import type { ServerProcess } from '../support/server-process.js';
import type { PortalWorld } from '../support/world.js';

/*
 * features/link-health.feature, two servers on one database (issue 40 point 4, docs/decisions/128, 139): built servers
 * in processes of their own, one of them killed with SIGKILL while it runs the check.
 */

interface ServersState {
  servers?: LinkCheckServers;
  /** The run as it stood when its server was killed. */
  killedRun?: LinkCheckRunStatus;
  survivor?: ServerProcess;
}
const states = new WeakMap<PortalWorld, ServersState>();
const state = (world: PortalWorld): ServersState => states.get(world) ?? states.set(world, {}).get(world)!;
const serversOf = (world: PortalWorld) => {
  const servers = state(world).servers;
  assert.ok(servers, 'No servers were started');
  return servers;
};
const pidOf = (claimant: string | undefined) => Number(claimant?.split(':')[1]);

After({ tags: '@link-health' }, async function (this: PortalWorld) {
  await states.get(this)?.servers?.dispose();
});

Given(/^two servers checking (\d+) links on two fake partner hosts every day share one (SQLite file|PostgreSQL)$/, { timeout: 60_000 }, async function (this: PortalWorld, links: string, database: SharedDatabase) {
  state(this).servers = await LinkCheckServers.start(database, Number(links) / 2);
});

When('the server running the due check is killed \\(kill -9) in the middle of it', async function (this: PortalWorld) {
  const servers = serversOf(this);
  const [a, b] = servers.servers;
  // Both servers look at start; whichever claimed the run names itself (host:pid:…) in its lease.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const view = await servers.report(a);
    const checked = view.rows.filter((row) => row.lastChecked !== undefined).length;
    const running = [a, b].find((server) => server.pid === pidOf(view.run.claimant));
    if (running !== undefined && checked >= 4) {
      assert.ok(checked < servers.targets.length, 'The run ended before it could be interrupted');
      await running.kill();
      state(this).killedRun = view.run;
      state(this).survivor = running === a ? b : a;
      return;
    }
    if (Date.now() > deadline) throw new Error(`No run got under way: ${JSON.stringify(view.run)}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
});

Then('the other server takes the same run up once the lease runs out, and ends it', async function (this: PortalWorld) {
  const { killedRun, survivor } = state(this);
  const servers = serversOf(this);
  const killedAt = Date.now();
  const deadline = killedAt + SERVERS_LEASE_MS + 10_000;
  for (;;) {
    const view = await servers.report(survivor!);
    const { startedAt, finishedAt, claimant } = view.run;
    if (finishedAt !== undefined && startedAt !== undefined && finishedAt >= startedAt) {
      // The same run, taken up: it began when the killed server began it, and no new one was started beside it.
      assert.equal(startedAt, killedRun!.startedAt);
      assert.equal(claimant, undefined);
      assert.ok(Date.parse(finishedAt) >= Date.parse(killedRun!.claimedUntil!), `ended ${finishedAt}, before the lease ran out at ${killedRun!.claimedUntil}`);
      // The report is whole: every link checked in this run, each in its state.
      assert.deepEqual(view.rows.filter((row) => row.lastChecked === undefined || row.lastChecked < startedAt).map((row) => row.linkId), []);
      assert.deepEqual([...new Set(view.rows.map((row) => row.state))], ['ok']);
      return;
    }
    if (Date.now() > deadline) throw new Error(`The run was not taken up: ${JSON.stringify(view.run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

Then('every link was asked once, but for at most the one link each host was answering at the kill', function (this: PortalWorld) {
  const servers = serversOf(this);
  const asked = [...servers.asked()];
  assert.deepEqual(asked.filter(([, times]) => times === 0).map(([id]) => id), [], 'links never asked');
  const twice = asked.filter(([, times]) => times > 1);
  assert.deepEqual(twice.filter(([, times]) => times > 2), [], 'links asked more than twice');
  // Two servers running side by side would have asked every link checked before the kill twice.
  assert.ok(twice.length <= servers.hosts.length, `asked twice: ${twice.map(([id]) => id).join(', ')}`);
});

Then('neither fake partner host had two requests at once', function (this: PortalWorld) {
  assert.deepEqual(serversOf(this).hosts.map((host) => host.peakInFlight), [1, 1]);
});
