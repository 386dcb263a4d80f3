import { readFile } from 'node:fs/promises';
import type { GraphQLField, GraphQLObjectType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { appSchema } from '../registry';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { consoleUser, issueKey, keyed, type IssuedKeyAnswer } from './api-key-fixtures';
import { SCOPE_DOCS_END, SCOPE_DOCS_START, scopeDocsBlock } from './scope-docs';
import { SCOPE_TABLE, WITHIN_PARENT } from './scope-table';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type AnyField = GraphQLField<unknown, unknown>;
type Kind = 'query' | 'mutation';

// Duck-typed: the schema may come from graphql's other build (CJS/ESM), where `isObjectType` says no.
const namedOf = (type: GraphQLOutputType): GraphQLObjectType => {
  const t = type as unknown as { ofType?: GraphQLOutputType };
  return (t.ofType ? namedOf(t.ofType) : type) as GraphQLObjectType;
};
const isComposite = (type: GraphQLOutputType): boolean => 'getFields' in namedOf(type);
const fieldsOf = (type: GraphQLObjectType): AnyField[] => Object.values(type.getFields());

/** A step of a document: the type it is asked on and the field. */
interface Step {
  type: string;
  field: AnyField;
}

/** A document that passes validation along the path: each required argument a variable left unsent. */
function documentFor(kind: Kind, path: readonly Step[]): string {
  const variables: string[] = [];
  const call = ({ field }: Step) => {
    const required = field.args.filter((arg) => String(arg.type).endsWith('!') && arg.defaultValue === undefined);
    const args = required.map((arg) => {
      variables.push(`$v${variables.length}: ${String(arg.type)}`);
      return `${arg.name}: $v${variables.length - 1}`;
    });
    return `${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
  };
  const last = path[path.length - 1]!;
  let body = `${call(last)}${isComposite(last.field.type) ? ' { __typename }' : ''}`;
  for (const step of [...path].reverse().slice(1)) body = `${call(step)} { ${body} }`;
  return `${kind}${variables.length ? `(${variables.join(', ')})` : ''} { ${body} }`;
}

const rootsOf = (schema: GraphQLSchema): Array<[Kind, GraphQLObjectType]> => [
  ['query', schema.getQueryType()!],
  ['mutation', schema.getMutationType()!],
];

/**
 * The shortest path from a root operation to a field of `target`, through fields `open` lets through
 * (breadth first, so the document is as small as it can be), or null.
 */
function pathTo(schema: GraphQLSchema, target: string, open: (type: string, field: string) => boolean) {
  const queue: Array<{ kind: Kind; path: Step[] }> = [];
  const seen = new Set<string>();
  for (const [kind, root] of rootsOf(schema)) {
    for (const field of fieldsOf(root)) {
      if (SCOPE_TABLE[`${root.name}.${field.name}`] && open(root.name, field.name)) {
        queue.push({ kind, path: [{ type: root.name, field }] });
      }
    }
  }
  while (queue.length > 0) {
    const { kind, path } = queue.shift()!;
    const type = namedOf(path[path.length - 1]!.field.type);
    if (!('getFields' in type) || seen.has(`${kind}:${type.name}`)) continue;
    seen.add(`${kind}:${type.name}`);
    if (type.name === target) return { kind, path };
    for (const field of fieldsOf(type)) {
      if (open(type.name, field.name)) queue.push({ kind, path: [...path, { type: type.name, field }] });
    }
  }
  return null;
}

/** Every `Type.field` of an object type that some key can reach from a root operation of the table. */
function reachableEdges(schema: GraphQLSchema): string[] {
  const edges = new Set<string>();
  const types = new Set<string>();
  const queue: GraphQLObjectType[] = [];
  for (const [, root] of rootsOf(schema)) {
    for (const field of fieldsOf(root)) {
      if (SCOPE_TABLE[`${root.name}.${field.name}`] && isComposite(field.type)) queue.push(namedOf(field.type));
    }
  }
  while (queue.length > 0) {
    const type = queue.shift()!;
    if (types.has(type.name)) continue;
    types.add(type.name);
    for (const field of fieldsOf(type)) {
      if (!isComposite(field.type)) continue;
      edges.add(`${type.name}.${field.name}`);
      queue.push(namedOf(field.type));
    }
  }
  return [...edges].sort();
}

async function everyScopeKeys(): Promise<IssuedKeyAnswer[]> {
  const admin = await consoleUser(app, 'ROLE_ADMIN');
  const manager = await consoleUser(app, 'ROLE_MANAGER');
  return [
    await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] }),
    await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'] }),
    await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] }),
    await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['reservations:read'] }),
  ];
}

/** What the table promises, read straight from it: roots deny by default, nested fields only when listed. */
function tableOpens(type: string, field: string, scopes: readonly string[]): boolean {
  if (field === '__typename') return true;
  const needs = SCOPE_TABLE[`${type}.${field}`];
  if (!needs) return type !== 'Query' && type !== 'Mutation';
  return needs.some((scope) => scopes.includes(scope));
}

const reasonsOf = (answer: Awaited<ReturnType<typeof keyed>>) =>
  (answer.body.errors ?? []).map((error) => error.extensions?.reason);

describe('scopes × operations', () => {
  it('opens to each key exactly the root operations its scopes name, and refuses every other with SCOPE_MISSING', async () => {
    const schema = await appSchema();
    const keys = await everyScopeKeys();
    let opened = 0;
    for (const [kind, type] of rootsOf(schema)) {
      for (const field of fieldsOf(type)) {
        const document = documentFor(kind, [{ type: type.name, field }]);
        for (const key of keys) {
          const allowed = (SCOPE_TABLE[`${type.name}.${field.name}`] ?? []).some((s) => key.scopes.includes(s));
          const answer = await keyed(app, key.key, document);
          const label = `${document} with ${key.scopes.join('+')}`;
          expect(answer.status, label).toBeLessThan(500);
          if (allowed) {
            opened += 1;
            expect(reasonsOf(answer), label).not.toContain('SCOPE_MISSING');
          } else {
            expect(answer.status, label).toBe(403);
            expect(answer.body.errors?.[0]?.extensions, label).toMatchObject({
              code: 'FORBIDDEN',
              reason: 'SCOPE_MISSING',
              operation: field.name,
            });
          }
        }
      }
    }
    expect(opened).toBeGreaterThan(10);
  }, 120_000);

  it('opens each nested field the table lists to its scopes only, wherever a document reaches it', async () => {
    const schema = await appSchema();
    const keys = await everyScopeKeys();
    const nested = Object.keys(SCOPE_TABLE).filter((name) => !/^(Query|Mutation)\./.test(name));
    let refused = 0;
    for (const name of nested) {
      const [typeName, fieldName] = name.split('.') as [string, string];
      const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName]!;
      for (const key of keys) {
        const open = (type: string, f: string) => tableOpens(type, f, key.scopes);
        // Through what the key may ask if it can get there at all; else the first way in, refused on the way.
        const reach = pathTo(schema, typeName, open) ?? pathTo(schema, typeName, () => true)!;
        const document = documentFor(reach.kind, [...reach.path, { type: typeName, field }]);
        const answer = await keyed(app, key.key, document);
        const label = `${document} with ${key.scopes.join('+')}`;
        expect(answer.status, label).toBeLessThan(500);
        const allowed = reach.path.every((step) => open(step.type, step.field.name)) && open(typeName, fieldName);
        if (allowed) {
          expect(reasonsOf(answer), label).not.toContain('SCOPE_MISSING');
        } else {
          refused += 1;
          expect(answer.status, label).toBe(403);
          expect(answer.body.errors?.[0], label).toMatchObject({
            message: API_KEY_MESSAGES.scopeMissing,
            extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING' },
          });
        }
        if (!open(typeName, fieldName) && reach.path.every((step) => open(step.type, step.field.name))) {
          expect(answer.body.errors?.[0]?.extensions?.operation, label).toBe(name);
        }
      }
    }
    expect(refused).toBeGreaterThan(nested.length);
  }, 120_000);

  it('classifies every object field a key can reach: scoped in the table, or within its parent', async () => {
    const schema = await appSchema();
    const unclassified = reachableEdges(schema).filter((edge) => !SCOPE_TABLE[edge] && !WITHIN_PARENT.has(edge));
    expect(unclassified).toEqual([]);
  });

  it('names only fields of the schema', async () => {
    const schema = await appSchema();
    const unknown = [...Object.keys(SCOPE_TABLE), ...WITHIN_PARENT].filter((name) => {
      const [typeName, fieldName] = name.split('.') as [string, string];
      const type = schema.getType(typeName) as GraphQLObjectType | undefined;
      return !type || !('getFields' in type) || !type.getFields()[fieldName];
    });
    expect(unknown).toEqual([]);
  });

  it('lets Apollo Sandbox and codegen introspect the schema with a key', async () => {
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    const answer = await keyed(app, key, '{ __schema { queryType { name } } }');
    expect(answer.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('a manager key reading its nights', () => {
  const NIGHTS_BY_FRAGMENT = `query($from: String!, $to: String!) { managerHotels { ...Lodgings } }
    fragment Lodgings on HotelConnection { edges { node { rooms { ...Nights } } } }
    fragment Nights on Room { nights(from: $from, to: $to) { date price } }`;
  const NIGHTS_INLINE = `query($from: String!, $to: String!) {
    managerHotels { edges { node { rooms { ... on Room { nights(from: $from, to: $to) { price } } } } } } }`;
  const NIGHTS_PLAIN = `query($from: String!, $to: String!) {
    managerHotels { edges { node { rooms { nights(from: $from, to: $to) { price } } } } } }`;
  const variables = { from: '2026-12-05', to: '2026-12-05' };

  it('refuses prices and stock to reservations:read, through fragments too, and answers them to calendar:write', async () => {
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    await createHotel(app.orm, { manager: manager.user });
    const reader = await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['reservations:read'] });
    const calendar = await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] });
    for (const document of [NIGHTS_PLAIN, NIGHTS_INLINE, NIGHTS_BY_FRAGMENT]) {
      const refused = await keyed(app, reader.key, document, { variables });
      expect(refused.status, document).toBe(403);
      expect(refused.body.errors?.[0], document).toMatchObject({
        message: API_KEY_MESSAGES.scopeMissing,
        extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING', operation: 'Room.nights' },
      });
      const answered = await keyed(app, calendar.key, document, { variables });
      expect(answered.body.errors, document).toBeUndefined();
      expect(JSON.stringify(answered.body.data), document).toContain('"price"');
    }
    const names = await keyed(app, reader.key, '{ managerHotels { edges { node { name rooms { id name } } } } }');
    expect(names.body.errors).toBeUndefined();
  });
});

describe('the integrators’ guide', () => {
  it('shows the scope table the server enforces (npm run docs:scopes writes it)', async () => {
    const doc = await readFile(new URL('../../../../docs/integrators.md', import.meta.url), 'utf8');
    const start = doc.indexOf(SCOPE_DOCS_START) + SCOPE_DOCS_START.length;
    const block = doc.slice(start, doc.indexOf(SCOPE_DOCS_END)).trim();
    expect(block).toBe((await scopeDocsBlock()).trim());
  });
});
