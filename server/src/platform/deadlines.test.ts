import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
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

/** Deadlines configured small so a hung dependency shows within the test's time (issue 25 #8). */
const SMALL_DEADLINES = {
  DB_STATEMENT_TIMEOUT_MS: '1000',
  DB_CONNECT_TIMEOUT_MS: '500',
  DB_ACQUIRE_TIMEOUT_MS: '500',
  REQUEST_TIMEOUT_MS: '4000',
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

  it('answers 503 with Retry-After while it hangs, is not ready, and recovers when it heals', async () => {
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
  });

  it('answers 503 with Retry-After and the Korean message while it refuses, in REST and GraphQL', async () => {
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
