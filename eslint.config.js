import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { wallsRule } from './eslint-rules/walls.js';

// The dependency direction of DESIGN.md: web -> domain, server -> domain; domain imports neither.
const noImports = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});
const WEB_NOT_SERVER = { group: ['@driller/server', '**/apps/server/**', '**/server/src/**'], message: 'web never imports server code.' };
// Every endpoint is called through callApi(contract, input): the one place the offline queue wraps.
const USE_CALL_API = 'Call endpoints through callApi(contract, input) from lib/api/client.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A function that branches more than this is a table or a pipeline waiting to happen (STYLE.md).
      complexity: ['error', 15],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: noImports(
      ['@driller/server', '@driller/web', '**/apps/**', 'react', 'react-dom', 'pg', 'kysely', 'fastify', 'node:*'],
      'packages/domain is pure: no app, framework or I/O imports.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    // Tests stub the network at fetch, under the real callApi.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: USE_CALL_API }, { name: 'XMLHttpRequest', message: USE_CALL_API }],
      'no-restricted-imports': ['error', { patterns: [WEB_NOT_SERVER, { group: ['**/lib/api/transport'], message: USE_CALL_API }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: noImports(['@driller/web', '**/apps/web/**'], 'server never imports web code.'),
  },
  // Rooms with walls (DESIGN.md): features never import each other, adapters import no feature, and
  // only the composition root reaches into the identity provider.
  {
    files: ['apps/server/**/*.ts'],
    plugins: { walls: { rules: { rooms: wallsRule } } },
    rules: {
      'walls/rooms': [
        'error',
        {
          root: 'apps/server/src',
          separateKinds: ['features'],
          forbidden: { adapters: ['features'], platform: ['features'] },
          sealed: { 'platform/identity': ['platform/identity', 'app.ts', 'server.ts'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { walls: { rules: { rooms: wallsRule } } },
    rules: { 'walls/rooms': ['error', { root: 'apps/web/src', separateKinds: ['features'] }] },
  },
);
