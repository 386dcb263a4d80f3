import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensByRole } from './fixtures';
import { startTestApp, type ApiAnswer, type TestApp } from './harness';

/**
 * The bad-input corpus: every documented REST route (the RestRouter table) and every GraphQL query and
 * mutation, as a guest, a member, a manager and an administrator, with NULs, huge and negative numbers,
 * wrong types, long strings and bad dates. No answer may be a 5xx or carry a stack trace or SQL.
 */
const KINDS = ['nul', 'huge', 'negative', 'wrongType', 'long', 'badDate'] as const;
type Kind = (typeof KINDS)[number];

const LONG = '긴'.repeat(3000);
const restValue: Record<Kind, unknown> = {
  nul: 'a\u0000b',
  huge: 1e20,
  negative: -7,
  wrongType: { nested: [true, null] },
  long: LONG,
  badDate: '2024-02-30',
};
const pathValue: Record<Kind, string> = {
  nul: '%00',
  huge: '99999999999999999999',
  negative: '-1',
  wrongType: 'abc',
  long: 'x'.repeat(2000),
  badDate: '2024-13-45',
};
const queryValue: Record<Kind, string> = {
  nul: 'a%00b',
  huge: '99999999999999999999',
  negative: '-1',
  wrongType: 'true',
  long: encodeURIComponent(LONG),
  badDate: '2024-02-30',
};

/** What an answer must never hold: a stack frame, a source path, or SQL. */
const LEAKS =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate \w+ set\b|\bdelete from\b|syntax error at or near|violates .* constraint|stacktrace/i;

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/modules');

/** Every body and query field the REST facade reads, from its route files. */
function restFieldNames(): string[] {
  const names = new Set<string>();
  for (const dir of readdirSync(serverSrc)) {
    if (!statSync(path.join(serverSrc, dir)).isDirectory()) continue;
    const files = readdirSync(path.join(serverSrc, dir)).filter((file) => file.endsWith('.rest.ts'));
    for (const file of files) {
      const text = readFileSync(path.join(serverSrc, dir, file), 'utf8');
      for (const match of text.matchAll(/\b(?:body|query)\??\.(\w+)/g)) names.add(match[1]!);
    }
  }
  return [...names];
}

let app: TestApp;
let callers: Array<[string, string | undefined]>;
beforeAll(async () => {
  app = await startTestApp();
  const tokens = await tokensByRole(app);
  callers = [
    ['guest', undefined],
    ['member', tokens.ROLE_USER],
    ['manager', tokens.ROLE_MANAGER],
    ['administrator', tokens.ROLE_ADMIN],
  ];
});
afterAll(() => app.close());

/** Runs `jobs` a few at a time; answers the problems found. */
async function run(jobs: Array<() => Promise<string | null>>): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const problem = await jobs[next++]!();
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return problems;
}

function judge(what: string, answer: ApiAnswer): string | null {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
  if (answer.status >= 500) return `${what} → ${answer.status} ${text.slice(0, 200)}`;
  if (LEAKS.test(text)) return `${what} → leaks: ${text.slice(0, 300)}`;
  return null;
}

describe('the bad-input corpus', () => {
  it(
    'answers every REST route × caller × bad value without a 5xx, a stack trace or SQL',
    { timeout: 600_000 },
    async () => {
      const fields = restFieldNames();
      expect(fields.length).toBeGreaterThan(20);
      const jobs: Array<() => Promise<string | null>> = [];
      for (const route of app.http.restRoutes) {
        for (const [who, token] of callers) {
          for (const kind of KINDS) {
            const url = `/api${route.path.replace(/:(\w+)/g, pathValue[kind])}`;
            const query = fields.map((name) => `${name}=${queryValue[kind]}`).join('&');
            const body = Object.fromEntries(fields.map((name) => [name, restValue[kind]]));
            const method = route.method.toUpperCase();
            jobs.push(async () => {
              const answer = await app.request(method, method === 'GET' ? `${url}?${query}` : url, {
                token,
                body: method === 'GET' ? undefined : body,
              });
              return judge(`${method} ${route.path} as ${who} with ${kind}`, answer);
            });
          }
        }
      }
      expect(await run(jobs)).toEqual([]);
    },
  );

  it(
    'answers every GraphQL operation × caller × bad value without a 5xx, a stack trace or SQL',
    { timeout: 600_000 },
    async () => {
      const types = await introspect(app);
      const root = (name: string) => types.get(name)?.fields ?? [];
      const operations = [
        ...root('Query').map((field) => ({ kind: 'query' as const, field })),
        ...root('Mutation').map((field) => ({ kind: 'mutation' as const, field })),
      ];
      expect(operations.length).toBeGreaterThan(20);
      const jobs: Array<() => Promise<string | null>> = [];
      for (const { kind: operationKind, field } of operations) {
        const document = operationText(operationKind, field, types);
        for (const [who, token] of callers) {
          for (const kind of KINDS) {
            const variables = Object.fromEntries(
              field.args.map((arg) => [arg.name, graphqlValue(arg.type, kind, types, 0)]),
            );
            jobs.push(async () => {
              const answer = await app.request('POST', '/graphql', { token, body: { query: document, variables } });
              const body = answer.body as { errors?: Array<{ extensions?: { code?: string } }> } | null;
              if (body?.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
                return `${field.name} as ${who} with ${kind} → INTERNAL_SERVER_ERROR ${JSON.stringify(body).slice(0, 300)}`;
              }
              return judge(`${field.name} as ${who} with ${kind}`, answer);
            });
          }
        }
      }
      expect(await run(jobs)).toEqual([]);
    },
  );
});

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface Field {
  name: string;
  args: Array<{ name: string; type: TypeRef }>;
  type: TypeRef;
}
interface FullType {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: Array<{ name: string; type: TypeRef }> | null;
  enumValues: Array<{ name: string }> | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';

/** The schema as integrators see it, through introspection. */
async function introspect(app: TestApp): Promise<Map<string, FullType>> {
  const answer = await app.graphql<{ __schema: { types: FullType[] } }>(
    `{ __schema { types { kind name fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
       inputFields { name type { ${TYPE_REF} } } enumValues { name } } } }`,
  );
  return new Map(answer.data!.__schema.types.map((type) => [type.name, type]));
}

const typeText = (ref: TypeRef): string =>
  ref.kind === 'NON_NULL'
    ? `${typeText(ref.ofType!)}!`
    : ref.kind === 'LIST'
      ? `[${typeText(ref.ofType!)}]`
      : ref.name!;
const namedOf = (ref: TypeRef): string => (ref.ofType ? namedOf(ref.ofType) : ref.name!);

function operationText(kind: 'query' | 'mutation', field: Field, types: Map<string, FullType>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = types.get(namedOf(field.type));
  const selection = named && ['OBJECT', 'INTERFACE', 'UNION'].includes(named.kind) ? ' { __typename }' : '';
  return `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

function graphqlValue(ref: TypeRef, kind: Kind, types: Map<string, FullType>, depth: number): unknown {
  if (ref.kind === 'NON_NULL') return graphqlValue(ref.ofType!, kind, types, depth);
  if (ref.kind === 'LIST') return [graphqlValue(ref.ofType!, kind, types, depth + 1)];
  const type = types.get(ref.name!);
  if (type?.kind === 'INPUT_OBJECT') {
    if (depth > 4) return null;
    return Object.fromEntries(
      (type.inputFields ?? []).map((field) => [field.name, graphqlValue(field.type, kind, types, depth + 1)]),
    );
  }
  if (type?.kind === 'ENUM') return kind === 'wrongType' ? 'NO_SUCH_VALUE' : type.enumValues![0]!.name;
  switch (ref.name) {
    case 'Int':
      return {
        nul: 0,
        huge: 2_147_483_647,
        negative: -2_147_483_648,
        wrongType: 'abc',
        long: 2_147_483_647,
        badDate: 20240230,
      }[kind];
    case 'Float':
      return { nul: 0, huge: 1e308, negative: -1e308, wrongType: 'abc', long: 1e308, badDate: 20240230 }[kind];
    case 'Boolean':
      return kind === 'wrongType' ? 'yes' : true;
    default:
      // String, ID and the custom scalars (dates), which travel as strings.
      return {
        nul: 'a\u0000b',
        huge: '99999999999999999999',
        negative: '-1',
        wrongType: 12345,
        long: LONG,
        badDate: '2024-02-30',
      }[kind];
  }
}
