/**
 * `npm test`: every check, in the order that fails fastest, then one line `N passed, N failed`
 * summed over all runners (README). Exits non-zero when anything failed.
 *
 *   build → typecheck, dependency rule and lint (side by side) → unit (vitest, domain coverage) → mutation (Stryker,
 *   incremental) → dev loop smoke →
 *   Gherkin (domain, api, ui) → HTML check (W3C Nu HTML Checker, built and hydrated pages) → e2e (Playwright) → fleet
 *   fault test (two built servers behind Caddy)
 *
 * Each step's duration is printed beside its tally: the whole run must stay under ten minutes on two cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  passed: number;
  failed: number;
}
const total: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];

let stepStarted = Date.now();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs a command with its output kept until it ends, so commands run side by side do not interleave. */
function runQuietly(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      console.log(`\n$ ${command} ${args.join(' ')}\n${output}`);
      resolve(code === 0);
    });
  });
}

function record(name: string, tally: Tally): void {
  total.passed += tally.passed;
  total.failed += tally.failed;
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0).padStart(4);
  lines.push(`${name.padEnd(22)} ${tally.passed} passed, ${tally.failed} failed${' '.repeat(Math.max(1, 24 - `${tally.passed} passed, ${tally.failed} failed`.length))}${seconds} s`);
  stepStarted = Date.now();
}

/** A step with no test count of its own counts as one check. */
function check(name: string, ok: boolean): boolean {
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A runner that crashed before writing its report still counts as a failure. */
function fromReport(name: string, ok: boolean, tally: Tally | undefined): void {
  if (!tally) return void record(name, { passed: 0, failed: 1 });
  record(name, ok || tally.failed > 0 ? tally : { ...tally, failed: tally.failed + 1 });
}

interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}
/** Stryker's score: mutants detected (killed or timed out) over those that ran or had no test (errors and ignored ones left out). */
function mutationScore(report: MutationReport | undefined): number | undefined {
  if (!report) return undefined;
  const statuses = Object.values(report.files).flatMap((file) => file.mutants.map((mutant) => mutant.status));
  const detected = statuses.filter((status) => status === 'Killed' || status === 'Timeout').length;
  const valid = detected + statuses.filter((status) => status === 'Survived' || status === 'NoCoverage').length;
  return valid === 0 ? 100 : (100 * detected) / valid;
}

const startedAt = Date.now();
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const chromium = check('chromium', run('bash', ['scripts/ensure-chromium.sh']));
// The unit run's `servers` project starts a throwaway PostgreSQL (scripts/vitest-global-setup.ts); this installs Debian's package when missing.
check('postgresql', run('bash', ['scripts/ensure-postgres.sh']));
// The fleet fault test puts Debian's Caddy in front of two built servers; this installs it when missing.
const caddy = check('caddy', run('bash', ['scripts/ensure-caddy.sh']));
// docs/decisions/059: no installed dependency its registry marks deprecated (read offline from package-lock.json).
check('deprecated deps', run('npx', ['tsx', 'scripts/check-deprecated-dependencies.ts']));
const built = check('build', run('npm', ['run', 'build']));
// Three single-threaded checks: on two cores they finish sooner side by side.
const [typechecked, dependencyRule, linted] = await Promise.all([
  runQuietly('npm', ['run', 'typecheck']),
  runQuietly('npm', ['run', 'lint:deps']),
  runQuietly('npm', ['run', 'lint']),
]);
check('typecheck', typechecked);
check('dependency rule', dependencyRule);
check('lint', linted);

const unitOk = run('npx', ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>('reports/vitest.json');
fromReport('unit (vitest)', unitOk, vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests });

// Mutation testing (Stryker on domain/, incremental): only mutants of domain code or tests changed since the committed
// stryker-incremental.json run, so an unchanged tree costs one dry run; below a 97 % score Stryker exits non-zero
// (stryker.config.json "break"). It reads a copy of the committed file: every run renumbers the tests in it, so writing
// the committed one would leave a clean clone changed; `npm run test:mutation` refreshes that one. One check, its score
// shown beside it.
copyFileSync('stryker-incremental.json', 'reports/stryker-incremental.json');
const mutationOk = run('npx', ['stryker', 'run', '--incrementalFile', 'reports/stryker-incremental.json']);
const mutation = mutationScore(readJson<MutationReport>('reports/mutation/mutation.json'));
check(mutation === undefined ? 'mutation (stryker)' : `mutation ${mutation.toFixed(1)} %`, mutationOk && mutation !== undefined);

// `npm run dev` serves a page, the API and a sample photo (scripts/dev-loop-smoke.ts).
check('dev loop', built && run('npx', ['tsx', 'scripts/dev-loop-smoke.ts']));

interface CucumberScenario {
  type: string;
  steps: { result: { status: string } }[];
}
for (const level of ['domain', 'api', 'ui'] as const) {
  if (level !== 'domain' && (!built || (level === 'ui' && !chromium))) {
    record(`gherkin @${level}`, { passed: 0, failed: 1 });
    continue;
  }
  const ok = run('npx', ['cucumber-js', '--config', 'cucumber.config.ts', '--profile', level], { NODE_OPTIONS: '--import tsx' });
  const features = readJson<{ elements: CucumberScenario[] }[]>(`reports/cucumber-${level}.json`);
  const scenarios = features?.flatMap((feature) => feature.elements.filter((element) => element.type === 'scenario'));
  fromReport(`gherkin @${level}`, ok, scenarios && {
    passed: scenarios.filter((scenario) => scenario.steps.every((step) => step.result.status === 'passed')).length,
    failed: scenarios.filter((scenario) => !scenario.steps.every((step) => step.result.status === 'passed')).length,
  });
}

// One JVM run over every built page and the hydrated DOM of the pages holding every island (docs/decisions/146); each document is one check.
if (built && chromium) {
  const ok = run('npx', ['tsx', 'scripts/html-check.ts']);
  const report = readJson<{ passed: number; failed: number }>('reports/html-check.json');
  fromReport('html check (vnu)', ok, report && { passed: report.passed, failed: report.failed });
} else {
  record('html check (vnu)', { passed: 0, failed: 1 });
}

if (built && chromium) {
  const ok = run('npx', ['playwright', 'test', '--config', 'playwright.config.ts']);
  const report = existsSync('reports/playwright.json')
    ? readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('reports/playwright.json')
    : undefined;
  fromReport('e2e (playwright)', ok, report && { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky });
} else {
  record('e2e (playwright)', { passed: 0, failed: 1 });
}

// docs/decisions/058: two built servers behind Caddy on one PostgreSQL and one bucket; SIGTERM, kill -9 and restarts under steady reads.
if (built && caddy) {
  const ok = run('npx', ['tsx', 'scripts/fleet/fault-test.ts']);
  fromReport('fleet (caddy)', ok, readJson<Tally>('reports/fleet.json'));
} else {
  record('fleet (caddy)', { passed: 0, failed: 1 });
}

console.log(`\n${lines.join('\n')}\nReports: reports/ (cucumber-*.html, playwright/index.html, coverage/index.html)`);
console.log(`whole run ${((Date.now() - startedAt) / 60_000).toFixed(1)} minutes`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
