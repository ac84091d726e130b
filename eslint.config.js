import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { houseRules } from './eslint/house-rules.plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.data/**',
      'packages/api-contract/src/endpoints.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Nest resolves constructor parameters from their runtime types, so those imports must stay value imports.
    files: ['apps/api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Every file ESLint reads, in every workspace.
    plugins: { house: houseRules },
    rules: { 'house/file-naming': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'house/port-adapters': 'error' },
  },
);
