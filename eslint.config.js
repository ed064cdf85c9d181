// The linter CI runs (`npm run lint`): a deliberately small rule set, each rule catching a bug class
// that tsc lets through. Formatting and taste are not linted.
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig([
  {
    ignores: ['dist/**', '.astro/**', '.wrangler/**', 'node_modules/**', 'test-results/**', 'bench-results/**', 'worker/worker-configuration.d.ts'],
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        // Type information for no-floating-promises, from tsconfig.json (which includes the .mjs
        // scripts: allowJs infers their types without type-checking them).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Dead code: unused imports, variables, functions and parameters. A leading `_` marks an
      // argument a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'after-used', argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // A promise nobody awaits loses its errors and, in a Worker, may be cut off when the response
      // is sent: await it, return it, hand it to waitUntil, or mark a deliberate fire-and-forget `void`.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    // Routes validate, call a service and shape the answer; SQL lives in each table's query module under
    // worker/src/services/<domain>/ (README "Where things live"). Tests may still seed D1 directly.
    files: ['worker/src/routes/**/*.ts'],
    ignores: ['worker/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='prepare']",
          message: 'No SQL in routes: add a function to the query module of the table in worker/src/services/<domain>/ and call it.',
        },
      ],
    },
  },
  {
    // Nor drizzle queries.
    files: ['worker/src/routes/**/*.ts'],
    ignores: ['worker/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'No queries in routes: read through the table\'s query module in worker/src/services/<domain>/.' }],
        },
      ],
    },
  },
  {
    // React lives only in the site; e2e's `useBrowser()` fixtures are not React hooks.
    files: ['site/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Hooks called conditionally or outside components break React's state order.
      'react-hooks/rules-of-hooks': 'error',
      // Effects and memos that read a value they do not list run with stale data.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
]);
