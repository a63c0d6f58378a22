/**
 * docs/architecture.md §1 dependency rule: domain ← adapters ← (ui | server); features may import anything but ui/;
 * nothing imports features; test-support/ (the shared test builders) holds sample data over domain types and is imported by
 * tests only. Checked in `npm test` (npm run lint:deps).
 */
const FRAMEWORKS = '^(react|react-dom|react-router|react-router-dom|@nestjs|inversify|reflect-metadata|@tanstack|@vanilla-extract|@ariakit|react-easy-crop|express|better-sqlite3|sharp|helmet|class-validator|class-transformer)($|/)';

module.exports = {
  forbidden: [
    {
      name: 'domain-stays-inside',
      comment: 'domain/ imports nothing outside domain/ (its tests may use the in-memory adapters).',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.test\\.ts$' },
      // docs/architecture.md §1: besides domain/, only small pure libraries (a CSV parser, the schema.org types of schema-dts, zod for the
      // catalogue's schemas, docs/decisions/097) are allowed.
      to: { pathNot: '^(domain/|node_modules/d3-dsv/|node_modules/schema-dts/|node_modules/zod/)' },
    },
    {
      name: 'domain-tests-only-in-memory-adapters',
      comment: 'domain tests may use the in-memory adapters (docs/decisions/006), nothing else outside domain/.',
      severity: 'error',
      from: { path: '^domain/.*\\.test\\.ts$' },
      to: { path: '^(adapters/(?!memory/)|ui/|server/|features/)' },
    },
    {
      name: 'domain-no-frameworks',
      comment: 'domain/ is framework-free: no framework package and no node: module.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-no-framework-packages',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: `node_modules/${FRAMEWORKS.slice(1)}` },
    },
    {
      name: 'adapters-not-outward',
      comment: 'adapters/ implement domain ports; they never reach into ui/, server/ or features/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server|features)/' },
    },
    {
      name: 'ui-not-server',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-ui',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^ui/' },
    },
    {
      name: 'pages-render-views',
      comment:
        'docs/decisions/101: pages, components and islands render the views a render gives them (ui/site-render.tsx, island props); none reads the catalogue itself: not its seed, a document, the reader or the store.',
      severity: 'error',
      // The operator's catalogue editor (issue 38) edits records, so it names the collections; it renders no public page.
      from: { path: '^ui/(pages|components|islands)/', pathNot: '^ui/components/admin/catalogue-' },
      to: { path: '^(catalogue/|scripts/catalogue-seed\\.ts$|domain/catalogue/(catalogue-reader|catalogue-document|catalogue-document-io|catalogue-store|catalogue-seeding|catalogue-format)\\.ts$|ui/content/catalogue/)' },
    },
    {
      name: 'nothing-imports-features',
      severity: 'error',
      from: { pathNot: '^features/' },
      to: { path: '^features/' },
    },
    {
      name: 'features-not-ui',
      comment:
        'Issue 41 point 3, docs/decisions/148: steps, support and e2e specs reach the product through its actors and published pages, or through domain/ (its rules and view functions) and the catalogue; a ui/ constant that is a rule or a fact lives in domain/.',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^ui/' },
    },
    {
      name: 'test-support-for-tests-only',
      comment:
        'test-support/ builds sample data for tests (issue 22 point 2); no product code imports it. The bench measures against the same local fakes as the tests (the link checker against fake partner sites), so scripts/bench/ may.',
      severity: 'error',
      from: { path: '^(domain|adapters|ui|server|scripts)/', pathNot: '(\\.(test|contract)\\.tsx?$|^scripts/bench/)' },
      to: { path: '^test-support/' },
    },
    {
      name: 'test-support-holds-no-rules',
      comment: 'test-support/ knows the domain\'s types and nothing else of the product: no adapter, page or server code.',
      severity: 'error',
      from: { path: '^test-support/' },
      to: { path: '^(adapters|ui|server|features|scripts)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
    // The build's and the reports' folders at the top only: a package's own dist/ (d3-dsv's) must still be seen.
    exclude: { path: '^(dist|reports)/' },
  },
};
