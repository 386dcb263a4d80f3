// The GraphQL operation names /metrics counts by name: the site's client's (client/src/gql/documents, after
// codegen) and the example client's (scripts/examples/operations.graphql). Any other name a caller sends
// is counted as `other`, so callers cannot grow the metrics' label values. Run by split-documents.mjs
// after every `npm run codegen`; `node scripts/operation-names.mjs` rewrites the list by itself.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const KNOWN_OPERATIONS_FILE = path.join(root, 'server/src/platform/known-operations.ts');

/** The names, sorted and without repeats. */
export function operationNames() {
  const names = new Set();
  const documents = path.join(root, 'client/src/gql/documents');
  const operation = /"kind":"OperationDefinition","operation":"\w+","name":\{"kind":"Name","value":"(\w+)"\}/g;
  for (const file of readdirSync(documents)) {
    for (const match of readFileSync(path.join(documents, file), 'utf8').matchAll(operation)) names.add(match[1]);
  }
  const examples = readFileSync(path.join(root, 'scripts/examples/operations.graphql'), 'utf8');
  for (const match of examples.matchAll(/^(?:query|mutation|subscription)\s+(\w+)/gm)) names.add(match[1]);
  return [...names].sort();
}

/** The server module holding the names (formatted as prettier leaves it). */
export function knownOperationsModule(names = operationNames()) {
  return [
    '// Written by scripts/operation-names.mjs (npm run codegen): change the .graphql operations, not this file.',
    '',
    "/** The operation names /metrics labels by name: the site's client's and the example client's. */",
    'export const KNOWN_OPERATION_NAMES: ReadonlySet<string> = new Set([',
    ...names.map((name) => `  '${name}',`),
    ']);',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = operationNames();
  writeFileSync(KNOWN_OPERATIONS_FILE, knownOperationsModule(names));
  console.log(`operation-names: ${names.length} names`);
}
