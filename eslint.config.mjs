// Lint rules of the whole repository: syntax-level rules and an import boundary that keeps packages/*
// free of app code. The two type-aware rules (no floating promises, exhaustive switches) run in oxlint
// on the native TypeScript compiler (.oxlintrc.json, decision 078): the same rules without building a
// TypeScript program per project here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.config.*',
      '**/playwright-report/**',
      '**/test-results/**',
      'eslint.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { curly: 'error' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pavilion/server*', '@pavilion/web*', '**/apps/**', '@/*'],
              message: 'packages/* must not import app code',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@pavilion/server*', '**/apps/server/**'],
              message: 'the web app talks to the server over HTTP only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@pavilion/web*', '**/apps/web/**'], message: 'the server never imports web code' },
          ],
        },
      ],
    },
  },
);
