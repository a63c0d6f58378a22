/**
 * `npm run fleet` (after `npm run build`): the multi-server setup of compose.yaml on this machine,
 * until Ctrl-C (scripts/fleet/fleet.ts, docs/decisions/058). Prints where each part listens.
 */
import { FLEET_ADMIN_PASSWORD, startFleet } from './fleet.js';

const fleet = await startFleet();
console.log(`The portal through Caddy: ${fleet.proxy.url}/ (admin password: ${FLEET_ADMIN_PASSWORD})`);
for (const server of fleet.servers) console.log(`Server ${server.name}: ${server.url}/ (DATA_DIR ${server.dataDir})`);
console.log(`PostgreSQL: ${fleet.databaseUrl}\nS3 (s3rver): ${fleet.s3Endpoint}\nCtrl-C stops everything.`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void fleet.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
