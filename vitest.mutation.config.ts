import { defineConfig } from 'vitest/config';

/**
 * The unit run Stryker mutates against (stryker.config.json, `npm run test:mutation`): only the
 * domain's own tests, without coverage, so each mutant is judged by the tests of domain/.
 */
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts'],
    environment: 'node',
  },
});
