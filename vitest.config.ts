import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'adapters/**/*.test.ts', 'server/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One PostgreSQL and one S3-compatible server per run, for the contract suites of their adapters.
    globalSetup: ['scripts/vitest-global-setup.ts'],
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
