import { STORAGE_KEYS } from '@shim/common/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';
import { LoginDocument, MeDocument } from './gql/graphql';
import { onSessionExpired } from './lib/session';
import { account, fakeServer, gqlData, gqlError, json, tokens, type RestHandler } from './test/fake-server';
import { storeSession } from './test/render-app';

const unauthenticated = () => gqlError('로그인이 필요합니다.', 'UNAUTHENTICATED');
const refreshTo =
  (tag: string): RestHandler =>
  () =>
    json(200, tokens(tag));
const refreshRefused: RestHandler = () => json(401, { message: '세션이 만료되었습니다. 다시 로그인해주세요.' });

/** `me` answers as if access tokens named `access-<valid>` were the only good ones. */
const meFor = (valid: string) => (call: { authorization: string | null }) =>
  call.authorization === `Bearer access-${valid}` ? gqlData({ me: account('ROLE_USER') }) : unauthenticated();

function setUp(server: ReturnType<typeof fakeServer>) {
  vi.stubGlobal('fetch', server.fetch);
  const expired = vi.fn();
  unsubscribe = onSessionExpired(expired);
  return { client: createApolloClient({ fetch: server.fetch }), expired };
}
let unsubscribe = () => {};
afterEach(() => unsubscribe());

describe('Apollo session handling', () => {
  it('on UNAUTHENTICATED refreshes once and retries with the new token', async () => {
    storeSession('old');
    const server = fakeServer({ graphql: { Me: meFor('new') }, rest: { '/api/auth/refresh': refreshTo('new') } });
    const { client, expired } = setUp(server);

    const { data } = await client.query({ query: MeDocument });

    expect(data?.me.name).toBe('김쉼');
    expect(server.named('/api/auth/refresh').map((call) => call.body)).toEqual([{ refreshToken: 'refresh-old' }]);
    expect(server.named('Me').map((call) => call.authorization)).toEqual(['Bearer access-old', 'Bearer access-new']);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-new');
    expect(expired).not.toHaveBeenCalled();
  });

  it('treats an HTTP 401 the same way', async () => {
    storeSession('old');
    const server = fakeServer({
      graphql: { Me: (call) => (call.authorization === 'Bearer access-new' ? meFor('new')(call) : json(401, {})) },
      rest: { '/api/auth/refresh': refreshTo('new') },
    });
    const { client } = setUp(server);

    const { data } = await client.query({ query: MeDocument });
    expect(data?.me.role).toBe('ROLE_USER');
  });

  it('clears the whole session and reports it when the refresh fails', async () => {
    storeSession('old');
    localStorage.setItem(STORAGE_KEYS.paymentInfo, '{"reservationId":1}');
    localStorage.setItem(STORAGE_KEYS.roomId, '7');
    const server = fakeServer({ graphql: { Me: unauthenticated }, rest: { '/api/auth/refresh': refreshRefused } });
    const { client, expired } = setUp(server);

    await expect(client.query({ query: MeDocument })).rejects.toThrow('로그인이 필요합니다.');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(expired).toHaveBeenCalledExactlyOnceWith({ notify: true });
  });

  it('gives up after one retry: a second UNAUTHENTICATED ends the session', async () => {
    storeSession('old');
    const server = fakeServer({ graphql: { Me: unauthenticated }, rest: { '/api/auth/refresh': refreshTo('new') } });
    const { client, expired } = setUp(server);

    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(server.named('Me')).toHaveLength(2);
    expect(server.named('/api/auth/refresh')).toHaveLength(1);
    expect(expired).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('shares one refresh between concurrent failures (a refresh token works only once)', async () => {
    storeSession('old');
    const server = fakeServer({ graphql: { Me: meFor('new') }, rest: { '/api/auth/refresh': refreshTo('new') } });
    const { client } = setUp(server);

    await Promise.all([
      client.query({ query: MeDocument, fetchPolicy: 'network-only' }),
      client.query({ query: MeDocument, fetchPolicy: 'network-only', context: { queryDeduplication: false } }),
    ]);
    expect(server.named('Me')).toHaveLength(4); // two failures, two retries
    expect(server.named('/api/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh for requests that carried no token', async () => {
    const server = fakeServer({ graphql: { Me: unauthenticated } });
    const { client, expired } = setUp(server);

    await expect(client.query({ query: MeDocument })).rejects.toThrow();
    expect(server.named('/api/auth/refresh')).toEqual([]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('never sends the stored token with a login, so a wrong password is not mistaken for an expired session', async () => {
    storeSession('old');
    const server = fakeServer({ graphql: { Login: () => gqlError('로그인에 실패하였습니다.', 'UNAUTHENTICATED') } });
    const { client, expired } = setUp(server);

    await expect(
      client.mutate({ mutation: LoginDocument, variables: { input: { email: 'a@b.kr', password: 'x' } } }),
    ).rejects.toThrow('로그인에 실패하였습니다.');
    expect(server.named('Login')[0]?.authorization).toBeNull();
    expect(server.named('/api/auth/refresh')).toEqual([]);
    expect(expired).not.toHaveBeenCalled();
  });
});
