import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import clientLayers from './scripts/eslint-client-layers.js'
import serverModules from './scripts/eslint-server-modules.js'

/** Keeps the three source roots honest: shared imports neither side, and the sides never import each other. */
const forbidImports = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map((group) => ({
        group: [`**/${group}/**`, `@/../${group}/**`],
        message: `Importing from src/${group} crosses an architecture boundary (see docs/decisions.md "Layout").`,
      })),
    },
  ],
})

const FIXED_WAIT =
  'A test waits for the event it is about (waitFor, a latch, a lock, the test clock in src/server/test/test-clock.ts), ' +
  'not for a fixed time: a fixed wait passes or fails with the machine’s speed (issue 40).'

/** Keeps setTimeout-based waits out of test files; the few legitimate ones say why with an eslint-disable comment. */
const noFixedWaits = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.name='setTimeout']", message: FIXED_WAIT },
    { selector: "CallExpression[callee.property.name='waitForTimeout']", message: FIXED_WAIT },
    {
      selector:
        "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/] > ImportSpecifier[imported.name='setTimeout']",
      message: FIXED_WAIT,
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/tmp',
      '.dist-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/server/**', 'tests/**', 'scripts/**', 'bench/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, client: clientLayers },
    rules: { ...reactHooks.configs.recommended.rules, 'client/layers': 'error' },
  },
  {
    // A server module is imported through its index.ts only, and no two modules reach each other (docs/architecture.md).
    files: ['src/server/**', 'tests/**', 'scripts/**', 'bench/**'],
    plugins: { server: serverModules },
    rules: { 'server/modules': 'error' },
  },
  { files: ['**/*.test.ts', '**/*.test.tsx'], rules: noFixedWaits },
  // The browser journeys wait for what the page shows, never for a fixed time either.
  {
    files: ['tests/e2e/**'],
    rules: { 'no-restricted-syntax': ['error', noFixedWaits['no-restricted-syntax'][2]] },
  },
  {
    // Listed here rather than marked in the file, each with its reason:
    files: [
      // paces a real client against the server's real-time socket time-outs, which are what it tests;
      'src/server/plugins/slow-clients.test.ts',
      // checks that nothing runs while a group waits on the disk, over several turns of the event loop.
      'src/server/db/group-commit-sqlite.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  { files: ['src/shared/**'], rules: forbidImports('server', 'client') },
  { files: ['src/server/**'], rules: forbidImports('client') },
  { files: ['src/client/**'], rules: forbidImports('server') },
)
