import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { startTestApp, withRedis, type TestApp } from '../../../test/harness';
import { consoleUser, issueKey, keyed } from './api-key-fixtures';

let app: TestApp;
let replica: TestApp;
beforeAll(async () => {
  const limits = { API_KEY_REQUESTS_PER_MINUTE: '5', API_KEY_COST_PER_MINUTE: '100' };
  app = await startTestApp(withRedis(limits));
  replica = await startTestApp(limits, { replicaOf: app });
});
afterAll(async () => {
  await replica.close();
  await app.close();
});

const CHEAP = '{ hotelServices { __typename } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function partnerKey(extra: Record<string, unknown> = {}) {
  const admin = await consoleUser(app, 'ROLE_ADMIN');
  return { admin, ...(await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'], ...extra })) };
}

describe('limits per key, shared by the replicas through Redis', () => {
  it('counts requests on both replicas against one minute, with RateLimit-* headers and 429 + Retry-After', async () => {
    const { key } = await partnerKey();
    const first = await keyed(app, key, CHEAP);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('5');
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(first.headers.get('ratelimit-policy')).toBe('5;w=60, 100;w=60;name="cost"');
    await keyed(replica, key, CHEAP);
    await keyed(app, key, CHEAP);
    await keyed(replica, key, CHEAP);
    const fifth = await keyed(app, key, CHEAP);
    expect(fifth.headers.get('ratelimit-remaining')).toBe('0');
    const refused = await keyed(replica, key, CHEAP);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.requestsExceeded,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Another key has its own minute.
    expect((await keyed(app, (await partnerKey()).key, CHEAP)).status).toBe(200);
  });

  it("spends each operation's cost (fields × list sizes) and refuses a query past the minute's budget", async () => {
    const { key } = await partnerKey();
    const small = await keyed(app, key, '{ landmarks(first: 2) { edges { node { id name } } } }');
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    // landmarks 1 + edges 1 + (node, id, name) × 2 = 8.
    expect(small.headers.get('ratelimit-cost-remaining')).toBe('92');
    const big = await keyed(app, key, '{ landmarks(first: 50) { edges { node { id name } } } }');
    expect(big.status).toBe(429);
    expect(Number(big.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(big.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.costExceeded,
      extensions: { code: 'TOO_MANY_REQUESTS', cost: 152 },
    });
  });

  it('ends a revoked key at once on the other replica', async () => {
    const { key, id, admin } = await partnerKey();
    expect((await keyed(replica, key, CHEAP)).status).toBe(200);
    expect((await app.request('DELETE', `/api/admin/api-keys/${id}`, { token: admin.token })).status).toBe(200);
    expect((await keyed(replica, key, CHEAP)).status).toBe(401);
  });
});

describe('persisted queries', () => {
  it('runs a document by its sha256 once the server has seen it (automatic persisted queries)', async () => {
    const { key } = await partnerKey();
    const query = '{ hotelServices { name } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    const unknown = await keyed(app, key, undefined, { extensions });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await keyed(app, key, query, { extensions })).body.errors).toBeUndefined();
    const byHash = await keyed(app, key, undefined, { extensions });
    expect(byHash.body.errors).toBeUndefined();
    expect(byHash.body.data).toHaveProperty('hotelServices');
  });

  it('keeps a pinned key to its safelist of operation ids', async () => {
    const allowed = '{ hotelServices { name } }';
    const { key } = await partnerKey({ operationIds: [sha256(allowed)] });
    expect((await keyed(app, key, allowed)).body.errors).toBeUndefined();
    const other = await keyed(app, key, '{ landmarkFacets { __typename } }');
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.persistedQueryNotAllowed,
      extensions: { code: 'FORBIDDEN', reason: 'PERSISTED_QUERY_NOT_ALLOWED' },
    });
  });
});
