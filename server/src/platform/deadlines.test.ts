import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { bookingScenario } from '../../test/booking-fixtures';
import { createUser, loginAs } from '../../test/fixtures';
import { startTestApp, TEST_REDIS_URL, withRedis, type TestApp } from '../../test/harness';
import { TcpProxy } from '../../test/support/tcp-proxy';
import { OutageLog } from './outages';

/** Polls `check` until it holds; the deadline is generous, only "it happened" is asserted. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Deadlines configured small so a hung dependency shows within the test's time. */
const SMALL_DEADLINES = {
  DB_STATEMENT_TIMEOUT_MS: '2000',
  DB_CONNECT_TIMEOUT_MS: '2000',
  DB_ACQUIRE_TIMEOUT_MS: '2000',
  REQUEST_TIMEOUT_MS: '8000',
};

describe('an app whose database hangs or refuses', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    proxy = await TcpProxy.inFrontOf(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    app = await startTestApp(SMALL_DEADLINES, { reachDatabase: (url) => proxy.urlFor(url) });
  });
  afterAll(async () => {
    proxy.heal();
    await app.close();
    await proxy.close();
  });

  const board = () => fetch(`${app.url}/api/inquiries/board`);

  it(
    'answers 503 with Retry-After while it hangs, is not ready, and recovers when it heals',
    { timeout: 60_000 },
    async () => {
      expect((await board()).status).toBe(200);
      proxy.hang();
      const stalled = await board();
      expect(stalled.status).toBe(503);
      expect(stalled.headers.get('retry-after')).toBe('5');
      expect(await stalled.json()).toEqual({ message: MESSAGES.serviceUnavailable });
      const ready = await app.request('GET', '/readyz');
      expect(ready).toMatchObject({ status: 503, body: { database: 'down' } });

      proxy.heal();
      await eventually(async () => (await app.request('GET', '/readyz')).status === 200, 'ready again');
      expect((await board()).status).toBe(200);
    },
  );

  it(
    'answers 503 with Retry-After and the Korean message while it refuses, in REST and GraphQL',
    { timeout: 60_000 },
    async () => {
      proxy.refuse();
      try {
        const refused = await board();
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(await refused.json()).toEqual({ message: MESSAGES.serviceUnavailable });
        const graphql = await app.graphql('{ inquiryBoard(first: 1) { totalCount } }');
        expect(graphql.errors?.[0]).toMatchObject({
          message: MESSAGES.serviceUnavailable,
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        });
      } finally {
        proxy.heal();
      }
      await eventually(async () => (await board()).status === 200, 'serving again');
    },
  );
});

describe('a request that outlives REQUEST_TIMEOUT_MS', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    proxy = await TcpProxy.inFrontOf(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    // The database's own deadlines are long here: only the request's deadline can answer.
    app = await startTestApp(
      { DB_STATEMENT_TIMEOUT_MS: '60000', DB_ACQUIRE_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '500' },
      { reachDatabase: (url) => proxy.urlFor(url) },
    );
  });
  afterAll(async () => {
    proxy.heal();
    await app.close();
    await proxy.close();
  });

  it('is answered 503 with Retry-After', async () => {
    await fetch(`${app.url}/api/inquiries/board`); // a pooled connection, then stall it
    proxy.hang();
    const answer = await fetch(`${app.url}/api/inquiries/board`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    // With a body, the deadline counts from its end.
    const login = await app.request('POST', '/api/auth/login', {
      body: { email: 'someone@example.com', password: 'Passw0rd!' },
    });
    expect(login).toMatchObject({ status: 503, body: { message: MESSAGES.serviceUnavailable } });
  });
});

describe('payments while the main pool is taken', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '1500' });
  });
  afterAll(() => app.close());

  // Generous: the busy statement alone takes 6 s, and a loaded CI machine stretches the rest.
  it('prepare on a pool of their own', { timeout: 60_000 }, async () => {
    const s = await bookingScenario(app, { unitCount: 5 });
    // A burst of searches in miniature: the main pool's one connection is busy for a while.
    const busy = app.orm.em.getConnection().execute('select pg_sleep(6)');
    try {
      expect((await app.request('GET', '/api/inquiries/board')).status).toBe(503);
      const prepared = await app.request('POST', '/api/reservations/prepare', { body: s.body(12) });
      expect(prepared.status).toBe(200);
    } finally {
      await busy;
    }
  });
});

describe('an app whose Redis hangs', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    proxy = await TcpProxy.inFrontOf(TEST_REDIS_URL);
    app = await startTestApp(withRedis({ REDIS_URL: proxy.urlFor(TEST_REDIS_URL), REDIS_COMMAND_TIMEOUT_MS: '300' }));
  });
  afterAll(async () => {
    proxy.heal();
    await app.close();
    await proxy.close();
  });

  it('still logs members in and reads their sessions, without waiting on it', async () => {
    const user = await createUser(app.orm);
    proxy.hang();
    const session = await loginAs(app, user.email);
    expect((await app.request('GET', '/api/auth/me', { token: session.accessToken })).status).toBe(200);
  });
});

describe('the outage log', () => {
  it('writes one line per interval, however many requests the outage turns away', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = new OutageLog(pino(sink), 'database away', 60_000);
    for (let i = 0; i < 50; i += 1)
      log.report(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');
  });
});
