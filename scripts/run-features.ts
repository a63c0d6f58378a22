/**
 * `npm run test:features [-- cucumber args]`: runs the Gherkin scenarios once per level
 * (cucumber.config.ts profiles domain, api, ui). Levels named in --tags are the ones run;
 * without a level tag, all three run. Feature files named (`features/x.feature`, `features/x.feature:42`) are run
 * instead of all of them. The @api and @ui levels need the built server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LEVELS = ['domain', 'api', 'ui'] as const;
/** A feature file or one of its lines (`features/x.feature:42`), run instead of every feature (cucumber.config.ts). */
const isFeaturePath = (arg: string) => /\.feature(:\d+)*$/.test(arg);
const features = process.argv.slice(2).filter(isFeaturePath);
const args = process.argv.slice(2).filter((arg) => !isFeaturePath(arg));
const tagText = args.filter((_, index) => args[index - 1] === '--tags' || args[index - 1] === '-t').join(' ') +
  args.filter((arg) => arg.startsWith('--tags=')).join(' ');
const named = LEVELS.filter((level) => tagText.includes(`@${level}`));
const levels = named.length > 0 ? named : LEVELS;

if (levels.some((level) => level !== 'domain') && !existsSync('dist/node/server/app.js')) {
  console.log('The @api and @ui levels run the built server: building it first (npm run build).');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

// features/scale-out.feature (@api) runs its two servers on a throwaway PostgreSQL: Debian's package,
// installed here when initdb is missing, as `npm test` does (scripts/ensure-postgres.sh).
if (levels.includes('api') && spawnSync('bash', ['scripts/ensure-postgres.sh'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) process.exit(1);

let failed = false;
for (const level of levels) {
  console.log(`\n── Gherkin scenarios at the @${level} level ──`);
  const run = spawnSync('npx', ['cucumber-js', '--config', 'cucumber.config.ts', '--profile', level, ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(), ...(features.length > 0 ? { FEATURE_PATHS: features.join('\n') } : {}) },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
