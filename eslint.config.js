import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', '*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The reply schemas are zod's mini API and the web reads them with its functions (issue 25):
    // the first signed-in screens load them, and zod's classic API would come with an import of
    // 'zod' or of a module built on it (schemas/).
    files: ['packages/shared/src/replies/**/*.ts', 'apps/web/src/api/reply.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Write reply schemas with 'zod/mini'." }],
          patterns: [
            {
              group: ['**/schemas/*'],
              message:
                'schemas/ is built on classic zod: move what a reply needs to a zod-free module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 28: a text a user sees is written t('...') (or marked tk('...') where it is kept
    // as data), so it is in the catalogues; scripts/i18n/check.mjs checks they have it.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(label|title|placeholder|alt|aria-label|aria-description|description|hint|emptyText|confirmLabel|cancelLabel)$',
            ],
          },
          words: {
            exclude: [
              '^[\\s0-9!-/:-@[-`{-~₹×–—…·•]*$',
              '^[A-Z0-9_-]+$',
              '^(GSTIN|PAN|HSN|SAC|UPI|IRN|GST|CGST|SGST|IGST|Cess|Hisaab)$',
            ],
          },
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
