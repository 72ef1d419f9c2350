// @ts-check
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of the layers: imports flow routes -> server -> domain and
 * routes -> ui -> domain. `domain` is pure TypeScript (no I/O, no React, nothing else from the app);
 * `ui` renders props and never reaches into the server.
 */
const domainBoundary = {
  paths: [
    { name: 'react', message: 'app/domain is pure TypeScript: no React.' },
    { name: 'react-dom', message: 'app/domain is pure TypeScript: no React.' },
    { name: 'kysely', message: 'app/domain does no I/O: queries belong in app/server.' },
  ],
  patterns: [
    {
      group: [
        '~/server',
        '~/server/**',
        '~/ui',
        '~/ui/**',
        '~/routes',
        '~/routes/**',
        '../server',
        '../server/**',
        '../ui',
        '../ui/**',
        '../routes',
        '../routes/**',
        '**/*.server',
      ],
      message: 'app/domain imports nothing from the app outside app/domain.',
    },
    { group: ['node:*'], message: 'app/domain does no I/O: no Node built-ins.' },
    {
      group: ['react/**', 'react-dom/**', 'kysely/**'],
      message: 'app/domain is pure TypeScript.',
    },
  ],
};

const uiBoundary = {
  patterns: [
    {
      group: ['~/server', '~/server/**', '../server', '../server/**', '**/*.server', '**/.server/**'],
      message: 'app/ui renders props: it never imports server modules; pass data in from the route.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '**/node_modules/**',
      'bench/**',
      'playwright-report/**',
      'test-results/**',
      'public/**',
      'coverage/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // TypeScript checks props.
      'react/prop-types': 'off',
      // rel="noopener" is what protects the opener; the referrer may be kept (Referrer-Policy governs it).
      'react/jsx-no-target-blank': ['error', { allowReferrer: true }],
    },
  },
  {
    files: ['app/domain/**/*.{ts,tsx}'],
    ignores: ['app/domain/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', domainBoundary] },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', uiBoundary] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      // Tests assert on values they know are present.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
