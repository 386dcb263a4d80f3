// After codegen (codegen.ts hook): moves each operation's document out of client/src/gql/graphql.ts into a
// module of its own (client/src/gql/documents/<Name>.ts), re-exported from graphql.ts. One module holding
// every document would sit whole in the chunk of the first page that needs any; one module each lets the
// bundler put a document in the chunk of the page that uses it (docs/performance.md).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_OPERATIONS_FILE, knownOperationsModule } from './operation-names.mjs';

const gql = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/src/gql');
const file = path.join(gql, 'graphql.ts');
const documents = path.join(gql, 'documents');
rmSync(documents, { recursive: true, force: true });
mkdirSync(documents);

const line = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(\w+), (\w+)>;$/;
const lines = readFileSync(file, 'utf8').split('\n');
let moved = 0;
const out = lines.map((text) => {
  const match = line.exec(text);
  if (!match) return text;
  const [, name, ast, result, variables] = match;
  const types = [...new Set([result, variables])].filter((type) => type !== 'unknown');
  writeFileSync(
    path.join(documents, `${name}.ts`),
    `/* eslint-disable */\nimport type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';\n` +
      `import type { ${types.join(', ')} } from '../graphql';\n\n` +
      `export const ${name} = ${ast} as unknown as DocumentNode<${result}, ${variables}>;\n`,
  );
  moved += 1;
  return `export { ${name} } from './documents/${name}';`;
});
writeFileSync(file, out.join('\n'));
console.log(`split-documents: ${moved} documents`);
// The server labels /metrics only by the operations it knows (scripts/operation-names.mjs).
writeFileSync(KNOWN_OPERATIONS_FILE, knownOperationsModule());
