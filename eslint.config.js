import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'server/db/migrations/', 'coverage/', '.e2e/'] },
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
  // Every input is bounded by its schema: strings go through the one text rule (src/domain/text.ts), numbers from a
  // query string through wholeNumber / idRule / decimalNumber (z.coerce turns true into 1 and "" into 0).
  {
    files: ['src/domain/**/*.ts', 'server/routes/**/*.ts'],
    ignores: ['src/domain/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'Use wholeNumber, idRule or decimalNumber (src/domain/schemas.ts): z.coerce takes true for 1.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='coerce']",
          message: 'Use wholeNumber, idRule or decimalNumber (src/domain/schemas.ts): z.coerce takes true for 1.',
        },
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(string|email|url|uuid|any|unknown)$/]",
          message:
            'Use text() (src/domain/text.ts): every string input has a maximum length and no NUL or unpaired surrogate.',
        },
      ],
    },
  },
);
