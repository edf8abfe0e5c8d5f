// The one flat ESLint config of the monorepo: typescript-eslint, react-hooks, consistent type imports, Prettier last.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      // zod/mini: the schemas reach every page, and zod's classic API weighs about three times more.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Import zod/mini (function style: z.optional(x), x.check(...)).',
            },
          ],
        },
      ],
    },
  },
  {
    // The product's code; its one place that builds formatters is shared/src/intl.ts.
    files: ['{shared,shell,api,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/intl.ts'],
    rules: {
      // Building an Intl formatter costs about 0.2 ms; @planner/shared/intl builds each one once.
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'Use dateTimeFormat / relativeTimeFormat / listFormat of @planner/shared/intl (built once).',
        },
        {
          selector:
            "CallExpression[callee.property.name='resolvedOptions'][callee.object.callee.object.name='Intl']",
          message: "Use deviceTimeZone() of @planner/shared/intl for the device's zone.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS configs (webpack.config.cjs, tooling/**/*.cjs) load their dependencies with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'api/test/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
