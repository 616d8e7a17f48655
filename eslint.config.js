import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'data/', 'node_modules/', 'server/db/migrations/', 'coverage/', '.e2e/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // No raw fetch outside the data and auth providers (the console talks to the server only there).
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use src/dataProvider (httpClient) instead.' }],
    },
  },
  {
    // (the driver app's one way to the server is src/driver-app/api.ts)
    files: [
      'src/dataProvider/**',
      'src/authProvider/**',
      'src/driver-app/api.ts',
      'tests/**',
      'scripts/**',
      'server/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  // Every input is bounded by its schema: strings go through the one text rule (domain/text.ts), numbers from a
  // query string through wholeNumber / idRule / decimalNumber (z.coerce turns true into 1 and "" into 0).
  {
    files: ['domain/**/*.ts', 'server/routes/**/*.ts'],
    ignores: ['domain/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'Use wholeNumber, idRule or decimalNumber (domain/schemas.ts): z.coerce takes true for 1.',
        },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'Use wholeNumber, idRule or decimalNumber (domain/schemas.ts): z.coerce takes true for 1.',
        },
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(string|email|url|uuid|any|unknown)$/]",
          message:
            'Use text() (domain/text.ts): every string input has a maximum length and no NUL or unpaired surrogate.',
        },
      ],
    },
  },
  // The shared kernel knows no framework: domain/ holds the rules the console and the server both run (schemas, enums,
  // permissions, pricing, time slots) and imports nothing from React, MUI, react-admin, Fastify, the database or either
  // side's code (src/, server/, locales/), so that both import it as peers.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mui/*', 'ra-*', 'react-admin', '@tanstack/*'],
              message: 'domain/ knows no UI: put this in src/.',
            },
            {
              group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'socket.io*'],
              message: 'domain/ knows no server or database: put this in server/.',
            },
            {
              group: ['../src/*', '../server/*', '../locales/*', '../scripts/*', '../tests/*'],
              message: 'domain/ imports nothing from the console, the server or the messages.',
            },
          ],
        },
      ],
    },
  },
);
