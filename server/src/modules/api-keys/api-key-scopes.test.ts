import type { GraphQLField, GraphQLObjectType, GraphQLOutputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSchema } from '../registry';
import { startTestApp, type TestApp } from '../../../test/harness';
import { consoleUser, issueKey, keyed } from './api-key-fixtures';
import { OPERATION_SCOPES } from './operation-scopes';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A document that passes validation for the root field: its required arguments as variables left unsent. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  // Duck-typed: the schema may come from graphql's other build (CJS/ESM), where `isNonNullType` says no.
  const required = field.args.filter((arg) => String(arg.type).endsWith('!') && arg.defaultValue === undefined);
  const variables = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isComposite(field.type) ? ' { __typename }' : '';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function isComposite(type: GraphQLOutputType): boolean {
  const named = (t: { ofType?: unknown }): Record<string, unknown> =>
    t.ofType ? named(t.ofType as { ofType?: unknown }) : (t as Record<string, unknown>);
  const leaf = named(type as { ofType?: unknown });
  return 'getFields' in leaf || 'getTypes' in leaf;
}

describe('scopes × operations', () => {
  it('opens to each key exactly the operations its scopes name, and refuses every other with SCOPE_MISSING', async () => {
    const schema = await appSchema();
    const roots: Array<['query' | 'mutation', GraphQLObjectType]> = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const keys = [
      await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] }),
      await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'] }),
      await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] }),
      await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['reservations:read'] }),
    ];
    let opened = 0;
    for (const [kind, type] of roots) {
      const rootName = kind === 'query' ? 'Query' : 'Mutation';
      for (const field of Object.values(type.getFields())) {
        const document = documentFor(kind, field);
        for (const key of keys) {
          const allowed = (OPERATION_SCOPES[`${rootName}.${field.name}`] ?? []).some((s) => key.scopes.includes(s));
          const answer = await keyed(app, key.key, document);
          const reasons = (answer.body.errors ?? []).map((error) => error.extensions?.reason);
          const label = `${document} with ${key.scopes.join('+')}`;
          expect(answer.status, label).toBeLessThan(500);
          if (allowed) {
            opened += 1;
            expect(reasons, label).not.toContain('SCOPE_MISSING');
          } else {
            expect(answer.status, label).toBe(403);
            expect(answer.body.errors?.[0]?.extensions, label).toMatchObject({
              code: 'FORBIDDEN',
              reason: 'SCOPE_MISSING',
            });
          }
        }
      }
    }
    expect(opened).toBeGreaterThan(10);
  }, 120_000);

  it('names only operations of the schema (and the calendar mutation of branch rates-manager)', async () => {
    const schema = await appSchema();
    const known = new Set([
      ...Object.keys(schema.getQueryType()!.getFields()).map((name) => `Query.${name}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((name) => `Mutation.${name}`),
    ]);
    const unknown = Object.keys(OPERATION_SCOPES).filter((name) => !known.has(name));
    expect(unknown.filter((name) => name !== 'Mutation.updateRoomCalendar')).toEqual([]);
  });

  it('lets Apollo Sandbox and codegen introspect the schema with a key', async () => {
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    const answer = await keyed(app, key, '{ __schema { queryType { name } } }');
    expect(answer.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
