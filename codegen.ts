import type { CodegenConfig } from '@graphql-codegen/cli';

/** schema.graphql (emitted by the server) + the client's .graphql operations -> typed documents in client/src/gql. */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  // One module per document, so each lands in the chunk of the page that uses it (scripts/split-documents.mjs).
  hooks: { afterAllFileWrite: ['node scripts/split-documents.mjs'] },
  generates: {
    'client/src/gql/': {
      preset: 'client',
      // Fragments are unmasked: Apollo Client's dataMasking is off too (apollo.ts); props take the fragment types.
      presetConfig: { fragmentMasking: false },
      config: {
        strictScalars: true,
        scalars: { ID: 'string', DateTimeISO: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
        nonOptionalTypename: false,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
