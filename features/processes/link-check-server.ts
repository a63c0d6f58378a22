/**
 * The built server in a process of its own, as `npm run serve` starts it from the environment, with one port swapped:
 * the partner links it checks are the scenario's, on local fake partner sites (SCENARIO_LINK_TARGETS, JSON), never
 * the published catalogue's real partners. SCENARIO_LINK_LEASE_MS and SCENARIO_LINK_POLL_MS shorten the run's lease
 * and the poll, so a server killed in mid-run is replaced in seconds (features/link-health.feature, two servers).
 * Started by features/support/assemblies/link-check-servers.ts through ServerProcess, which reads the address below.
 */
import type { LinkTarget } from '../../domain/link-health/link-target.js';
import { LinkTargetSourceToken } from '../../domain/tokens.js';

type AppModule = typeof import('../../server/app.js');
type ConfigModule = typeof import('../../server/config.js');

const compiled = (path: string) => new URL(`../../dist/node/${path}`, import.meta.url).href;
const { createApp } = (await import(compiled('server/app.js'))) as AppModule;
const { loadConfig } = (await import(compiled('server/config.js'))) as ConfigModule;

const targets = JSON.parse(process.env.SCENARIO_LINK_TARGETS ?? '[]') as LinkTarget[];
const config = loadConfig(process.env);
const app = await createApp(
  { ...config, linkCheck: { ...config.linkCheck!, leaseMs: Number(process.env.SCENARIO_LINK_LEASE_MS), pollMs: Number(process.env.SCENARIO_LINK_POLL_MS) } },
  { logger: ['error'], overrides: [[LinkTargetSourceToken, { targets: async () => targets }]] },
);
await app.listen(config.port, '127.0.0.1');
const address = app.getHttpServer().address() as { port: number };
console.log(`Link check server running at http://localhost:${address.port}/`);
