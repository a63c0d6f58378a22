/**
 * `npm test`: every check, in the order that fails fastest, then one line `N passed, N failed`
 * summed over all runners (README). Exits non-zero when anything failed.
 *
 *   build → typecheck → dependency rule → lint → unit (vitest, domain coverage) → Gherkin (domain, api, ui) → e2e (Playwright)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  passed: number;
  failed: number;
}
const total: Tally = { passed: 0, failed: 0 };
const lines: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name: string, tally: Tally): void {
  total.passed += tally.passed;
  total.failed += tally.failed;
  lines.push(`${name.padEnd(22)} ${tally.passed} passed, ${tally.failed} failed`);
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

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const chromium = check('chromium', run('bash', ['scripts/ensure-chromium.sh']));
// The unit run starts a throwaway PostgreSQL (scripts/vitest-global-setup.ts); this installs Debian's package when missing.
check('postgresql', run('bash', ['scripts/ensure-postgres.sh']));
const built = check('build', run('npm', ['run', 'build']));
check('typecheck', run('npm', ['run', 'typecheck']));
check('dependency rule', run('npm', ['run', 'lint:deps']));
check('lint', run('npm', ['run', 'lint']));

const unitOk = run('npx', ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>('reports/vitest.json');
fromReport('unit (vitest)', unitOk, vitest && { passed: vitest.numPassedTests, failed: vitest.numFailedTests });

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

if (built && chromium) {
  const ok = run('npx', ['playwright', 'test', '--config', 'playwright.config.ts']);
  const report = existsSync('reports/playwright.json')
    ? readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('reports/playwright.json')
    : undefined;
  fromReport('e2e (playwright)', ok, report && { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky });
} else {
  record('e2e (playwright)', { passed: 0, failed: 1 });
}

console.log(`\n${lines.join('\n')}\nReports: reports/ (cucumber-*.html, playwright/index.html, coverage/index.html)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
