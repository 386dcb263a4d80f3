import type { Role } from '@shim/common/roles';

/** One request the app sent, as the server would see it. */
export interface RecordedCall {
  path: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  body?: unknown;
  authorization: string | null;
}

type Reply = Response | Promise<Response>;
export type GraphQLHandler = (call: RecordedCall) => Reply;
export type RestHandler = (call: RecordedCall) => Reply;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const gqlData = (data: unknown): Response => json(200, { data });
/** A GraphQL error the way the server formats it: the catalogue message and a stable code. */
export const gqlError = (message: string, code: string): Response =>
  json(200, { data: null, errors: [{ message, extensions: { code } }] });

export const tokens = (tag: string) => ({
  grantType: 'Bearer',
  accessToken: `access-${tag}`,
  accessTokenExpiresIn: 900_000,
  refreshToken: `refresh-${tag}`,
});

export const account = (role: Role, name = '김쉼') => ({
  __typename: 'User',
  id: 1,
  name,
  email: 'user@example.com',
  role,
});

/**
 * A stand-in for the server at the fetch boundary: GraphQL answered per operation name, REST per
 * path. Unknown calls fail the test loudly instead of hanging.
 */
export function fakeServer(handlers: { graphql?: Record<string, GraphQLHandler>; rest?: Record<string, RestHandler> }) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const body: unknown =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    const call: RecordedCall = { path: url.pathname, body, authorization: headers.get('authorization') };
    if (url.pathname === '/graphql') {
      const request = body as { operationName: string; variables?: Record<string, unknown> };
      call.operationName = request.operationName;
      call.variables = request.variables;
    }
    calls.push(call);
    const handler =
      call.operationName !== undefined ? handlers.graphql?.[call.operationName] : handlers.rest?.[url.pathname];
    if (!handler) throw new Error(`fake server: nothing answers ${call.operationName ?? url.pathname}`);
    return handler(call);
  };
  const named = (name: string) => calls.filter((call) => (call.operationName ?? call.path) === name);
  return { fetch: fetch as typeof globalThis.fetch, calls, named };
}

export type FakeServer = ReturnType<typeof fakeServer>;
