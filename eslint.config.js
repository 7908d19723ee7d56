// Lint: the whole tree. Strict typescript-eslint (type-aware, no-floating-promises) on every TypeScript file —
// services, libs, the web app (React and hooks rules), tests (e2e included); recommended rules on every JavaScript
// file (tools/, tests/, *.mjs, *.cjs, this file) without type information. Nx module boundaries everywhere, and
// they actually constrain: libs never import apps, contracts depend on zod only, pure libs depend on nothing but
// each other, the web (scope:web) reaches contracts, domain and brackets only, only realtime-svc and web touch
// Socket.IO.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SOCKET_IO = ['socket.io', 'socket.io-client', '@socket.io/*'];
const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.int-spec.ts',
  '**/test/**',
  '**/testing/**',
  'tests/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/bench-dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      '.data/**',
      'test-results/**',
      '**/playwright-report/**',
      'tests/e2e/screenshots/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Root files outside every project: the shared jest preset, the stack scripts tests start, the bundle
          // budgets the bench suite reports.
          allow: [
            '/jest\\.preset\\.cjs$',
            '/tools/stack\\.mjs$',
            '/tools/check-bundle-budgets\\.mjs$',
          ],
          depConstraints: [
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: [],
              allowedExternalImports: ['zod'],
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              allowedExternalImports: ['zod', 'fast-check'],
            },
            {
              sourceTag: 'type:nest-kit',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: SOCKET_IO,
            },
            {
              sourceTag: 'type:demo',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'],
              bannedExternalImports: SOCKET_IO,
            },
            // The browser app: contracts, domain and brackets (tagged type:domain); never nest-kit, demo or a service.
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'],
              bannedExternalImports: [
                '@nestjs/*',
                'typeorm',
                'pg',
                'nats',
                '@nats-io/*',
                'socket.io',
                'redis',
              ],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:nest-kit',
                'type:demo',
              ],
            },
            {
              sourceTag: 'type:tests',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:nest-kit',
                'type:demo',
              ],
            },
          ],
        },
      ],
    },
  },

  js.configs.recommended,
  // JavaScript: tools/, tests/ (stack, fakes, bench, compose), build scripts, configs. No type information.
  {
    files: JS,
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },

  // TypeScript: strict and type-aware.
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/no-deprecated': 'off',
    },
  },
  {
    // Tests may stand up a socket.io peer (e.g. a fake realtime replica).
    files: [
      'apps/auth-svc/src/**',
      'apps/match-svc/src/**',
      'apps/broadcast-svc/src/**',
      'apps/gateway/src/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: SOCKET_IO, message: 'Only realtime-svc and web touch Socket.IO.' }] },
      ],
    },
  },

  // The web app: browser globals, React (JSX runtime, React 19) and the rules of hooks.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    // An explicit version: eslint-plugin-react's version detection calls context.getFilename(), gone in ESLint 10.
    settings: { react: { version: '19.3' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      // TypeScript checks props.
      'react/prop-types': 'off',
      // React Router's way out of a loader or middleware is to throw the redirect Response it builds.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Vite configs and build scripts of the web app run in Node.
    files: [
      'apps/web/vite.config.ts',
      'apps/web/vite.*.config.ts',
      'apps/web/vite/**',
      'apps/web/scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  {
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  prettier,
);
