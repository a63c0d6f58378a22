import { defineConfig } from 'vitest/config';

/**
 * The unit tests in projects, one per layer, so a test runs with only what it needs
 * (README "Running one test level"):
 *
 *   npx vitest run domain/images/auto-enhance.test.ts   one file, nothing started
 *   npx vitest run --project domain                     one layer
 *   npx vitest run --project servers                    the suites that need PostgreSQL and an S3 server
 *
 * Only the `servers` project starts PostgreSQL and the S3-compatible server
 * (scripts/vitest-global-setup.ts), and only when one of its files is in the run.
 */
const needsServers = ['adapters/postgres/**/*.test.ts', 'adapters/s3/**/*.test.ts', 'server/scale-out.test.ts', 'server/publishing/publishing-across-servers.test.ts', 'scripts/catalogue-transfer.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'domain', include: ['domain/**/*.test.ts'] } },
      { extends: true, test: { name: 'adapters', include: ['adapters/**/*.test.ts'], exclude: needsServers } },
      { extends: true, test: { name: 'ui', include: ['ui/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], exclude: needsServers } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.ts'], exclude: needsServers } },
      {
        extends: true,
        test: {
          name: 'servers',
          include: needsServers,
          // One PostgreSQL and one S3-compatible server for this project's run, for the contract suites of their adapters.
          globalSetup: ['scripts/vitest-global-setup.ts'],
          // Real network round trips to two servers: on a busy shared machine 5 s is too short to tell a hang.
          testTimeout: 20_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts'],
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // docs/architecture.md §6: the domain is kept at 100% of lines and branches.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
