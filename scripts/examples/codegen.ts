import type { CodegenConfig } from '@graphql-codegen/cli';

/** The example client's own target (npm run codegen:examples): its operations' types from schema.graphql. */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['scripts/examples/*.graphql'],
  generates: {
    'scripts/examples/generated.ts': {
      plugins: ['typescript-operations'],
      config: {
        strictScalars: true,
        scalars: { ID: 'string', DateTimeISO: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
