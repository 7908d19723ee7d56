// Lint: strict typescript-eslint (type-aware) + Nx module boundaries that actually constrain:
// libs never import apps, contracts depend on zod only, pure libs depend on nothing but each other,
// only realtime-svc and web touch Socket.IO.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

const SOCKET_IO = ['socket.io', 'socket.io-client', '@socket.io/*'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/bench-dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'coverage/**', 'apps/web/**',
      '**/*.cjs', '**/*.mjs', 'tools/**', 'tests/e2e/**', '**/bench/**', 'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  prettier,
  {
    plugins: { '@nx': nx },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/no-deprecated': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'], allowedExternalImports: ['zod', 'fast-check'] },
            { sourceTag: 'type:nest-kit', onlyDependOnLibsWithTags: ['type:contracts'], bannedExternalImports: SOCKET_IO },
            { sourceTag: 'type:demo', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'], bannedExternalImports: SOCKET_IO },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:nest-kit', 'type:demo'],
            },
            { sourceTag: 'type:tests', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:nest-kit', 'type:demo'] },
          ],
        },
      ],
    },
  },
  {
    // Tests may stand up a socket.io peer (e.g. a fake realtime replica behind the gateway's proxy).
    files: ['apps/auth-svc/src/**', 'apps/match-svc/src/**', 'apps/broadcast-svc/src/**', 'apps/gateway/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: SOCKET_IO, message: 'Only realtime-svc and web touch Socket.IO.' }] }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
);
