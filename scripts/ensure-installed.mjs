// `npm start` and `npm test` on a fresh clone: install first (README, "The two commands"). Plain
// JavaScript, because it runs before the install, on whatever Node the machine has; the install then
// provides Node 24 for every script after it (docs/decisions/051-node-24-and-its-tools.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('First run: installing the dependencies (npm ci), Node 24 among them.');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  process.exit(install.status ?? 1);
}
