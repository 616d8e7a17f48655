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
    files: ['src/dataProvider/**', 'src/authProvider/**', 'tests/**', 'scripts/**', 'server/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
