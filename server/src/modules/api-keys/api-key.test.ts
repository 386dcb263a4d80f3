import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { PinnedClock } from '../../platform/clock';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { consoleUser, issueKey, keyed } from './api-key-fixtures';
import { keyRuntimeOf } from './api-key-gate';

let app: TestApp;
const clock = new PinnedClock('2026-11-27T03:00:00Z');
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());

const SEARCH = `query($criteria: SearchInput!) { searchHotels(criteria: $criteria, first: 5) { edges { node { id name } } } }`;
const criteria = { region: '서울', startDate: '2026-12-10', endDate: '2026-12-11', persons: 2, rooms: 1 };

describe('issuing keys', () => {
  it('shows a key once, lists it by prefix only, and keeps each console to its own scopes', async () => {
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const issued = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'] });
    expect(issued.key).toMatch(/^shim_live_[\w-]{32}$/);
    expect(issued.key.startsWith(issued.prefix)).toBe(true);
    expect(issued.scopes).toEqual(['catalog:read', 'bookings:write']);

    const list = await app.request('GET', '/api/admin/api-keys', { token: admin.token });
    expect(JSON.stringify(list.body)).not.toContain(issued.key);
    expect(list.json<Array<{ id: number; prefix: string }>>().find((k) => k.id === issued.id)?.prefix).toBe(
      issued.prefix,
    );

    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const refused = await app.request('POST', '/api/manager/api-keys', {
      token: manager.token,
      body: { name: '채널', scopes: ['catalog:read'] },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: API_KEY_MESSAGES.scopeNotGrantable } });
    const partnerWithout = await app.request('POST', '/api/admin/api-keys', {
      token: admin.token,
      body: { name: '예약만', scopes: ['bookings:write'] },
    });
    expect(partnerWithout).toMatchObject({ status: 400, body: { message: API_KEY_MESSAGES.partnerNeedsCatalog } });
    const past = await app.request('POST', '/api/manager/api-keys', {
      token: manager.token,
      body: { name: '채널', scopes: ['calendar:write'], expiresAt: '2026-11-01T00:00:00Z' },
    });
    expect(past).toMatchObject({ status: 400, body: { message: API_KEY_MESSAGES.expiryInvalid } });
  });

  it('issues, lists and revokes through GraphQL with input and payloads', async () => {
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const issued = await app.graphql<{ issueApiKey: { key: string; apiKey: { id: string; scopes: string[] } } }>(
      `mutation($input: IssueApiKeyInput!) { issueApiKey(input: $input) { key apiKey { id scopes } } }`,
      { input: { name: '채널 매니저', scopes: ['calendar:write'] } },
      manager.token,
    );
    expect(issued.data?.issueApiKey.apiKey.scopes).toEqual(['calendar:write']);
    const id = issued.data!.issueApiKey.apiKey.id;
    const revoked = await app.graphql<{ revokeApiKey: { apiKey: { revokedAt: string | null } } }>(
      `mutation($input: ApiKeyIdInput!) { revokeApiKey(input: $input) { apiKey { revokedAt } } }`,
      { input: { id } },
      manager.token,
    );
    expect(revoked.data?.revokeApiKey.apiKey.revokedAt).not.toBeNull();
    const other = await consoleUser(app, 'ROLE_MANAGER');
    const foreign = await app.request('DELETE', `/api/manager/api-keys/${id}`, { token: other.token });
    expect(foreign.status).toBe(404);
  });
});

describe('a key on /graphql', () => {
  it('reads the catalog with its scope, by either header, and is refused a mutation with SCOPE_MISSING', async () => {
    await createHotel(app.orm, { name: '키 호텔', days: 30 });
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });

    for (const header of ['bearer', 'x-api-key'] as const) {
      const answer = await keyed(app, key, SEARCH, { variables: { criteria }, header });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    const mutation = await keyed(
      app,
      key,
      `mutation($input: RefreshTokenInput!) { logout(input: $input) { __typename } }`,
    );
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.scopeMissing,
      extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING', operation: 'logout' },
    });
    // A key never acts as the administrator who issued it.
    const me = await keyed(app, key, `{ me { id } }`);
    expect(me.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'SCOPE_MISSING' });
  });

  it('answers 401 for an unknown, revoked or expired key, and only the new secret after rotating', async () => {
    expect(
      (await keyed(app, 'shim_live_nosuchkeynosuchkeynosuchkey00', SEARCH, { variables: { criteria } })).status,
    ).toBe(401);
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const first = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    const rotated = await app.request('POST', `/api/admin/api-keys/${first.id}/rotate`, { token: admin.token });
    const second = rotated.json<{ key: string; id: number }>();
    expect(second.id).toBe(first.id);
    const old = await keyed(app, first.key, SEARCH, { variables: { criteria } });
    expect(old).toMatchObject({ status: 401, body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect((await keyed(app, second.key, SEARCH, { variables: { criteria } })).status).toBe(200);
    await app.request('DELETE', `/api/admin/api-keys/${first.id}`, { token: admin.token });
    expect((await keyed(app, second.key, SEARCH, { variables: { criteria } })).status).toBe(401);

    const soon = await issueKey(app, admin.token, 'ROLE_ADMIN', {
      scopes: ['catalog:read'],
      expiresAt: '2026-11-27T04:00:00Z',
    });
    expect((await keyed(app, soon.key, SEARCH, { variables: { criteria } })).status).toBe(200);
    clock.advance(2 * 60 * 60_000);
    expect((await keyed(app, soon.key, SEARCH, { variables: { criteria } })).status).toBe(401);
    clock.set('2026-11-27T03:00:00Z');
  });

  it("lets a manager key reach its own lodgings only: another manager's answers NOT_FOUND", async () => {
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const other = await consoleUser(app, 'ROLE_MANAGER');
    const { hotel: mine } = await createHotel(app.orm, { manager: manager.user });
    const { hotel: theirs } = await createHotel(app.orm, { manager: other.user });
    const { key } = await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] });
    const read = (id: number) =>
      keyed(app, key, `query($id: Int!) { managerHotel(id: $id) { id name } }`, { variables: { id } });
    expect((await read(mine.id)).body.data?.managerHotel).toMatchObject({ name: mine.name });
    expect((await read(theirs.id)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // No key edits a lodging, not even its own manager's: calendar:write is the nights only.
    const update = await keyed(
      app,
      key,
      `mutation($input: UpdateManagerHotelInput!) { updateManagerHotel(input: $input) { message } }`,
      { variables: { input: { id: mine.id, name: '바뀐 숙소', rooms: [], images: [] } } },
    );
    expect(update.status).toBe(403);
    expect(update.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.scopeMissing,
      extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING', operation: 'updateManagerHotel' },
    });
    expect((await read(mine.id)).body.data?.managerHotel).toMatchObject({ name: mine.name });
    // calendar:write does not open the reservations, nor issuing more keys.
    const reservations = await keyed(app, key, `{ managerReservations { edges { cursor } } }`);
    expect(reservations.body.errors?.[0]?.extensions?.reason).toBe('SCOPE_MISSING');
    const more = await keyed(
      app,
      key,
      `mutation { issueApiKey(input: {name: "x", scopes: ["calendar:write"]}) { key } }`,
    );
    expect(more.body.errors?.[0]?.extensions?.reason).toBe('SCOPE_MISSING');
  });

  it('records usage per day and the last use in batches, shown to the issuer', async () => {
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const issued = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    for (let i = 0; i < 3; i++) await keyed(app, issued.key, SEARCH, { variables: { criteria } });
    await keyed(app, issued.key, `mutation($input: RefreshTokenInput!) { logout(input: $input) { __typename } }`);
    await keyRuntimeOf(app.http.services).usage.flush();
    const list = await app.graphql<{
      apiKeys: {
        edges: Array<{ node: { id: string; lastUsedAt: string | null; usage: Array<Record<string, unknown>> } }>;
      };
    }>(
      `{ apiKeys(first: 50) { edges { node { id lastUsedAt usage { day requests cost errors } } } } }`,
      {},
      admin.token,
    );
    const node = list.data?.apiKeys.edges.find((edge) => Number(edge.node.id) === issued.id)?.node;
    expect(node?.lastUsedAt).toBe('2026-11-27T03:00:00.000Z');
    expect(node?.usage).toEqual([{ day: '2026-11-27', requests: 4, cost: expect.any(Number), errors: 1 }]);
    expect(node!.usage[0]!.cost).toBeGreaterThan(3 * 5);
  });
});
