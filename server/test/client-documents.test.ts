/** The client's operations as codegen built them must pass the server's depth and cost limits (graphql-armor). */
import { readdirSync, readFileSync } from 'node:fs';
import { print } from 'graphql';
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
    const answer = await app.graphql(print(JSON.parse(match[1]!)), {});
    const message = answer.errors?.[0]?.message ?? '';
    if (/limit/i.test(message)) refused.push(`${file}: ${message}`);
  }
  expect(refused).toEqual([]);
});
