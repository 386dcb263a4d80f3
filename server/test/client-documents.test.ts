/** The client's operations as codegen built them must pass the server's depth and cost limits (graphql-armor). */
import { readdirSync, readFileSync } from 'node:fs';
import { Kind, parse, print, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('passes every client document through the depth and cost limits', async () => {
  const dir = new URL('../../client/src/gql/documents', import.meta.url).pathname;
  const refused: string[] = [];
  for (const file of readdirSync(dir)) {
    const match = /export const \w+ = (\{.*\}) as unknown/.exec(readFileSync(`${dir}/${file}`, 'utf8'));
    if (!match) continue;
    const answer = await app.graphql(print(withTypenames(JSON.parse(match[1]!) as DocumentNode)), {});
    const message = answer.errors?.[0]?.message ?? '';
    if (/limit/i.test(message)) refused.push(`${file}: ${message}`);
  }
  expect(refused).toEqual([]);
});

/** The document as Apollo Client sends it: `__typename` asked in every selection but the operation's own. */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename = parse('{ __typename }').definitions[0]!;
  const field = (typename as { selectionSet: SelectionSetNode }).selectionSet.selections[0]!;
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      return { ...node, selections: [...node.selections, field] };
    },
  });
}
