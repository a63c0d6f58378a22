/**
 * Cucumber profiles, one per level (docs/architecture.md §6). The same scenarios run at each level their tags
 * name; the `level` world parameter picks the assembly (features/support/world.ts).
 *   npm run test:features                    every level
 *   npm run test:features -- --tags @domain  one level (scripts/run-features.ts picks the profile)
 *   npm run test:features -- --tags @ui features/consent.feature:42   one scenario at one level
 */
const common = {
  // scripts/run-features.ts hands over the feature files (and `file:line`s) named on its command line: the CLI's own
  // positional paths are added to this list, not put in its place.
  paths: process.env.FEATURE_PATHS ? process.env.FEATURE_PATHS.split('\n') : ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/step-definitions/**/*.ts'],
  strict: true,
};

const level = (name: 'domain' | 'api' | 'ui') => ({
  ...common,
  tags: `@${name}`,
  // Each @api and @ui scenario starts its own server (and, at @ui, its own browser context), so
  // scenarios are independent: two worker processes use both cores of the test machine.
  parallel: name === 'domain' ? 0 : 2,
  worldParameters: { level: name },
  format: ['progress', `html:reports/cucumber-${name}.html`, `json:reports/cucumber-${name}.json`],
});

export default level('domain');
export const domain = level('domain');
export const api = level('api');
export const ui = level('ui');
