// Lint for every package, including the import boundaries of docs/architecture.md:
// host -> remote only through federation; remote -> remote never; shared imports none of the others; the servers
// (platform) import shared alone, and no team imports them.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { DEPLOYABLES } from './platform/src/topology/topology.ts';

/** Every deployable's folder, from the team registry (shared/src/team-registry.ts). */
const PACKAGES = DEPLOYABLES.map((d) => d.dir);

/** Import patterns that reach into another package's source. */
function otherPackages(self) {
  return PACKAGES.filter((p) => p !== self).flatMap((p) => [p, `${p}/*`, `**/${p}/**`, `**/${p}`]);
}

/** Every deployable's folder but the host's, whose name platform/src/host/ shares. */
const REMOTE_PACKAGES = PACKAGES.filter((p) => p !== 'host');

/** The servers' workspace (platform/): it runs them, so their code is nobody's to import. */
const PLATFORM = ['platform', 'platform/*', '**/platform/**', '@storefront/platform', '@storefront/platform/*'];

function boundary(dir, message) {
  return {
    files: [`${dir}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: otherPackages(dir), message },
            {
              group: PLATFORM,
              message: 'The servers (platform/) run a team’s build; a team’s code never imports them.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/.prerender/**',
      '**/node_modules/**',
      '**/.dist-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.var/**',
      '.releases/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.{mjs,ts,tsx}'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures call their `use` callback and destructure `{}`: not React, not a mistake.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...PACKAGES.map((dir) =>
    boundary(
      dir,
      dir === 'host'
        ? 'The host loads remotes through federation (loadExposedModule), never by importing their source.'
        : 'Remotes never import each other or the host: link by URL, talk through the contracts in shared.',
    ),
  ),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...PACKAGES,
                ...PACKAGES.map((p) => `**/${p}/**`),
                ...PLATFORM,
                'react-i18next',
                'i18next',
                'react-router*',
              ],
              message: 'shared holds contracts only: it imports none of the packages and no runtime singletons.',
            },
          ],
        },
      ],
    },
  },
  ...[false, true].map((tests) => ({
    // A test of platform may start a real PostgreSQL (tools/postgres), as the registry's do.
    files: tests ? ['platform/src/**/*.test.ts'] : ['platform/src/**/*.{ts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...REMOTE_PACKAGES,
                ...REMOTE_PACKAGES.map((p) => `**/${p}/**`),
                ...(tests ? [] : ['**/tools/**']),
                'react*',
                'i18next',
              ],
              message: 'platform serves any team’s build: it imports shared alone, never a team, the tools or the UI.',
            },
            ...(tests
              ? [
                  {
                    regex: '(^|/)tools/(?!postgres/local-postgres\\.mjs$)',
                    message: 'platform imports no tools, but for a test the real PostgreSQL it runs against.',
                  },
                ]
              : []),
            {
              // The host package, and not platform's own host/ (the host's server): from any file of platform/src,
              // the host package is at least two folders up.
              regex: '^(?:@storefront/)?host(?:/|$)|^(?:\\.\\./){2,}host(?:/|$)',
              message: 'platform serves any team’s build: it imports shared alone, never a team, the tools or the UI.',
            },
          ],
        },
      ],
    },
  })),
);
