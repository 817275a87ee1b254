import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localPlugin } from './eslint/feature-boundaries.js';

// The import rules of docs/architecture.md, each with a message that teaches.
const domainRule = {
  files: ['src/domain/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/server/**', '**/client/**'],
            message: 'domain is the pure core: it must not import server or client code.',
          },
          {
            group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'drizzle-orm*', 'fastify*', 'pg'],
            message:
              'domain is pure: zod and plain TypeScript only, no I/O, no Node APIs, no React.',
          },
          {
            group: ['@lingui/*/macro', '@lingui/macro'],
            message:
              "Lingui macros need the build's transform, which the server run from source has not: mark a message with a leading /*i18n*/ comment on its English text (decision 038).",
          },
        ],
      },
    ],
  },
};

const serverRule = {
  files: ['src/server/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/client/**'],
            message: 'server and client share code only through src/domain.',
          },
          {
            group: ['@lingui/*/macro', '@lingui/macro'],
            message:
              "Lingui macros need the build's transform, which the server run from source has not: mark a message with a leading /*i18n*/ comment on its English text (decision 038).",
          },
        ],
      },
    ],
  },
};

const clientRule = {
  files: ['src/client/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/server/**', 'drizzle-orm*', 'fastify*', 'pg', 'node:*'],
            message:
              'client code runs in the browser: share code with the server through src/domain.',
          },
        ],
      },
    ],
  },
};

const uiRule = {
  files: ['src/client/components/ui/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features/**', '**/pages/**'],
            message:
              'components/ui holds product-agnostic primitives: it never imports a feature or page.',
          },
        ],
      },
    ],
  },
};

// A feature uses another feature only through its public surface: api.ts and public.ts on the
// client, public.ts on the server (eslint/feature-boundaries.js, decision 037).
const featureRule = {
  files: ['src/client/features/**/*.{ts,tsx}', 'src/server/features/**/*.ts'],
  plugins: { local: localPlugin },
  rules: { 'local/feature-boundaries': 'error' },
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  domainRule,
  serverRule,
  clientRule,
  uiRule,
  featureRule,
  {
    files: ['src/server/**'],
    ignores: [
      'src/server/**/data.ts',
      'src/server/**/mutations.ts',
      'src/server/db/**',
      'src/server/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**'],
              message: 'server and client share code only through src/domain.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                'Only data.ts, mutations.ts and db/ touch the database: call a function from them.',
            },
          ],
        },
      ],
    },
  },
);
