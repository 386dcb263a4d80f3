import type { TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import type { User } from '../users/user.entity';

export interface IssuedKeyAnswer {
  id: number;
  key: string;
  prefix: string;
  scopes: string[];
}

/** An account of `role` and its access token. */
export async function consoleUser(
  app: TestApp,
  role: 'ROLE_ADMIN' | 'ROLE_MANAGER',
): Promise<{ user: User; token: string }> {
  const user = await createUser(app.orm, role);
  return { user, token: (await loginAs(app, user.email)).accessToken };
}

/** Issues a key through the REST twin of the caller's console. */
export async function issueKey(
  app: TestApp,
  token: string,
  role: 'ROLE_ADMIN' | 'ROLE_MANAGER',
  body: Record<string, unknown>,
): Promise<IssuedKeyAnswer> {
  const path = role === 'ROLE_ADMIN' ? '/api/admin/api-keys' : '/api/manager/api-keys';
  const answer = await app.request('POST', path, { token, body: { name: '연동', ...body } });
  if (answer.status !== 200) throw new Error(`issue ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.json<IssuedKeyAnswer>();
}

export interface KeyedAnswer {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
}

/** A GraphQL request with an API key, as `Authorization: Bearer` (default) or `X-API-Key`. */
export async function keyed(
  app: TestApp,
  key: string,
  query: string | undefined,
  options: {
    variables?: Record<string, unknown>;
    header?: 'bearer' | 'x-api-key';
    extensions?: unknown;
    url?: string;
  } = {},
): Promise<KeyedAnswer> {
  const auth: Record<string, string> =
    options.header === 'x-api-key' ? { 'x-api-key': key } : { authorization: `Bearer ${key}` };
  const response = await fetch(`${options.url ?? app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables: options.variables, extensions: options.extensions }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as KeyedAnswer['body'] };
}
