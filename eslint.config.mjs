import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import browserLiterals from './lint/browserLiterals.mjs';
import workspaceBoundaries from './lint/workspaceBoundaries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The package layout (README, "Architecture"): what each workspace may import of the others, always
 * through a public entry point (a subpath its package.json exports). Shared packages import nothing
 * above them; no section imports another section or the shell; the API only the contract.
 */
const SECTION = { may: ['area-kit', 'shared-kit', 'platform', 'contract'] };
const workspaces = {
  contract: { may: [] },
  platform: { may: ['contract'] },
  'shared-kit': { may: ['platform', 'contract'] },
  'area-kit': { may: ['shared-kit', 'platform', 'contract'] },
  shell: SECTION,
  'remote-turbo': SECTION,
  'remote-forex': SECTION,
  'remote-admin': SECTION,
  api: { may: ['contract'] },
  // The e2e tests and benchmarks drive the real product: any workspace, through its public entries.
  e2e: { may: '*' },
  bench: { may: '*' },
};
const exceptions = [
  {
    from: 'rspack.config.base.ts',
    to: 'platform/src/federation/routeManifest',
    why: "the build writes each remote's routes.json; the platform's entry would load React and the session store into rspack's config",
  },
  {
    from: 'jest.setup-dom.ts',
    to: '@console/platform',
    why: 'every browser test file is a page load whose host booted: the setup starts the platform, as the shell does',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.tsbuild/',
      '.data/',
      'coverage/',
      'e2e/.artifacts/',
      'bench/.out/',
      'api/drizzle/',
      'jest.file-stub.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The project service finds each file's tsconfig (src, tests, tooling) through the root's references.
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { console: { rules: { ...workspaceBoundaries.rules, ...browserLiterals.rules } } },
    rules: {
      'console/workspace-boundaries': ['error', { root, workspaces, exceptions }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Interfaces declare functions as properties: a method signature would claim a `this` that the
      // stores' arrow functions never use, and make unbound-method flag every `onClick={store.load}`.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // Off: Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; the handlers catch and show their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // exceljs's internals have no types and no ES module entry (its version is pinned exactly).
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^exceljs/lib/'] }],
    },
  },
  {
    // Tests read the API's answers as JSON and check them with expect(): the assertion is the type
    // check there. jest.mock factories run before the imports, so they require().
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The jest configs are CommonJS TypeScript (.cts) so that Node's own type stripping loads them: it
    // keeps import/export as they are, so a .cts file requires what it needs.
    files: ['**/*.cts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The wire contract's schemas are the API's; the apps read them as types. A schema imported as a
    // value would bundle TypeBox into the app (and into the platform every app shares at run time).
    files: ['platform/**', 'shared-kit/**', 'area-kit/**', 'shell/**', 'remote-*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@console/contract/wire',
              allowTypeImports: true,
              message: 'The apps import the wire contract as types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API client knows where the API is; colours come from the theme (lint/browserLiterals.mjs).
    files: ['platform/**', 'shared-kit/**', 'area-kit/**', 'shell/**', 'remote-*/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { 'console/api-base': 'error', 'console/theme-colours': 'error' },
  },
  { files: ['platform/src/api/client.ts'], rules: { 'console/api-base': 'off' } },
  { files: ['shared-kit/src/ui/theme.ts'], rules: { 'console/theme-colours': 'off' } },
  {
    files: ['**/*.tsx', '**/use*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
);
