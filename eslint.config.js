// @ts-check
/**
 * Lint (`npm run lint`, part of `npm test`): the rules that matter in this codebase, not a style
 * guide. Formatting is left alone; the dependency rule between layers is dependency-cruiser's
 * (.dependency-cruiser.cjs).
 */
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** File names say what they export, in kebab-case: `tour-image-replacer.ts`, `app.module.ts`. */
const kebabCaseFiles = {
  meta: { type: 'suggestion', messages: { name: 'File name "{{name}}" is not kebab-case.' }, schema: [] },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/** Only the composition roots and tests choose adapters (docs/architecture.md §1). */
const adapterImports = {
  patterns: [{ group: ['**/adapters/**', '!**/adapters/contracts/**'], message: 'Only a composition root (ui/container.ts, server/app.module.ts) chooses adapters; depend on the port.' }],
};

export default tseslint.config(
  { ignores: ['dist/**', 'reports/**', 'node_modules/**', 'data/**', '.stryker-tmp/**', 'ui/public/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // React's rules where React runs (elsewhere `use` and `useCase` are not hooks).
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'server/**/*.ts'],
    // The composition roots, and what they are made of: the admin's ports (ui/admin-ports.ts), the tags that load once the
    // visitor has chosen (ui/consent-followers.ts), the query client's default loader (ui/query-client.ts) and the start-up
    // password hash (server/admin/admin-password.ts); the publishing worker's thread, a composition root of its own, and the
    // publisher's parts both roots assemble (server/publishing/, docs/decisions/143).
    ignores: [
      'ui/container.ts',
      'ui/admin-ports.ts',
      'ui/consent-followers.ts',
      'ui/query-client.ts',
      'server/app.module.ts',
      'server/admin/admin-password.ts',
      'server/publishing/publishing-worker-thread.ts',
      'server/publishing/site-publisher-assembly.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', adapterImports] },
  },
);
