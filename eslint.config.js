import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { clientLayers } from './eslint/client-layers.js';

// One way to the data (docs/decisions/data.md "One way to the data"): SQL text is written only in a
// `*.repository.ts` (and in db/: the helper, migrations and backups; the ORM's boot, orm.ts; the seeders, seeds/),
// and only repositories
// import the SQL helper. A statement is a string or template literal that starts with a SQL verb.
const SQL_TEXT = '/^\\s*\\(?\\s*(select|insert|update|delete|with)\\s/i';
const SQL_OUTSIDE_REPOSITORIES = [
  {
    selector: `Literal[value=${SQL_TEXT}]`,
    message: 'SQL lives in a *.repository.ts: move the statement there and call it.',
  },
  {
    selector: `TemplateLiteral[quasis.0.value.raw=${SQL_TEXT}]`,
    message: 'SQL lives in a *.repository.ts: move the statement there and call it.',
  },
];
const SQL_HELPER_IMPORT = {
  regex: '/db/named$',
  message: 'Only a *.repository.ts runs SQL (db/named.ts): call the repository.',
};

const NATIVE_CONFIRM = 'Ask in the site’s dialog: <ConfirmDialog> from components/ConfirmDialog.tsx.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'client/src/gql/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layers of the client (docs/decisions/client.md): shared (components, lib, gql) ← features ← app (app, pages,
  // router, main). A feature reaches no other feature: pages compose them. Tests may render across layers.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: clientLayers },
    rules: {
      'local/client-layers': 'error',
      // The site asks in its own dialog (components/ConfirmDialog.tsx), never the browser's confirm().
      'no-restricted-globals': ['error', { name: 'confirm', message: NATIVE_CONFIRM }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'confirm', message: NATIVE_CONFIRM })),
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repository.ts',
      'server/src/db/**',
      'server/src/orm.ts',
      'server/src/seeds/**',
      'server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SQL_HELPER_IMPORT] }],
      'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOSITORIES],
    },
  },
  // Faces are thin: a resolver or REST route reaches the database only through its service.
  {
    files: ['server/src/**/*.resolver.ts', 'server/src/**/*.rest.ts'],
    // The local Toss sandbox is a stand-in for another company's server, not a face of this app.
    ignores: ['server/src/modules/payments/toss-sandbox.rest.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mikro-orm/|^knex$|^pg$|/db/|\\.repository$',
              message: 'Resolvers and REST routes call their service; the SQL lives in the repository.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(em|connection)$/]',
          message: 'Resolvers and REST routes do not touch the EntityManager or the connection: call the service.',
        },
        ...SQL_OUTSIDE_REPOSITORIES,
      ],
    },
  },
);
