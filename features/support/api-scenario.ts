import { After } from '@cucumber/cucumber';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import type { ApiAnswer } from './api-client.js';
import { ApiOperator } from './api-operator.js';
import type { ServerUnderTest } from './server-under-test.js';
import type { PortalWorld } from './world.js';

/**
 * What an @api scenario about the server remembers between its steps, kept beside the world
 * (features/support/world.ts is shared by every level): the operator, the last answer, and the
 * local sites it started.
 */
export interface ApiScenario {
  readonly server: ServerUnderTest;
  readonly operator: ApiOperator;
  answer?: ApiAnswer;
  answers: ApiAnswer[];
  uploadURL?: string;
  storedPath?: string;
  etag?: string;
  readonly sites: LocalSite[];
}

const scenarios = new WeakMap<object, ApiScenario>();

export function apiScenario(world: PortalWorld): ApiScenario {
  let scenario = scenarios.get(world);
  if (!scenario) {
    const server = world.portal.server;
    if (!server) throw new Error('This step needs the real server: run it at the @api level');
    scenario = { server, operator: new ApiOperator(() => server.baseUrl), answers: [], sites: [] };
    scenarios.set(world, scenario);
  }
  return scenario;
}

/** The answer a Then step checks: the last one a When step got. */
export function lastAnswer(world: PortalWorld): ApiAnswer {
  const answer = apiScenario(world).answer;
  if (!answer) throw new Error('No answer yet: a When step must ask the portal something first');
  return answer;
}

/** The server's clock, which moves only when a scenario says time passes. */
export function serverClock(world: PortalWorld): ManualClock {
  const clock = apiScenario(world).server.clock;
  if (!(clock instanceof ManualClock)) throw new Error('The server under test has no manual clock');
  return clock;
}

/** A local web site (a photo agency, a stranger's host) that records every request it gets. */
export interface LocalSite {
  readonly url: string;
  readonly visits: string[];
}

export async function startLocalSite(world: PortalWorld, answer: (path: string) => { status: number; type: string; body: string }): Promise<LocalSite> {
  const visits: string[] = [];
  const server: Server = createServer((request, response) => {
    visits.push(request.url ?? '');
    const { status, type, body } = answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  apiScenario(world).sites.push(site);
  openSites.add(site);
  return site;
}

const openSites = new Set<LocalSite & { close(): Promise<void> }>();

After(async function () {
  for (const site of openSites) await site.close();
  openSites.clear();
});
