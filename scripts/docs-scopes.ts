/** Writes docs/integrators.md's scope tables from the scope table (server/src/modules/api-keys/scope-table.ts). */
import { readFile, writeFile } from 'node:fs/promises';
import { scopeDocsBlock, withScopeDocs } from '../server/src/modules/api-keys/scope-docs';

const path = new URL('../docs/integrators.md', import.meta.url);
const doc = await readFile(path, 'utf8');
const next = withScopeDocs(doc, await scopeDocsBlock());
if (next !== doc) await writeFile(path, next);
console.log(next === doc ? 'docs/integrators.md: scopes already current' : 'docs/integrators.md: scopes written');
