import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import clientLayers from './scripts/eslint-client-layers.js'

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
  { files: ['src/shared/**'], rules: forbidImports('server', 'client') },
  { files: ['src/server/**'], rules: forbidImports('client') },
  { files: ['src/client/**'], rules: forbidImports('server') },
)
