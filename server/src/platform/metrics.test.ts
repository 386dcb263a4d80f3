import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types (its names are read here as the server reads them).
import { operationNames } from '../../../scripts/operation-names.mjs';
import { startTestApp, type TestApp } from '../../test/harness';
import { KNOWN_OPERATION_NAMES } from './known-operations';
import type { Logger } from './logger';
import { requestIds } from './request-id';

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('counts requests by route pattern and status, GraphQL operations by name, the process and the pools', async () => {
    await app.request('GET', '/api/hotels/987654');
    await app.request('GET', '/api/hotels/987655');
    await app.graphql('query InquiryBoard { inquiryBoard(first: 1) { totalCount } }');
    let queued = 3;
    app.http.services.metrics.registerGauge('test_queue_jobs', 'Jobs waiting in a test queue', () => queued);
    queued = 7;

    const answer = await fetch(`${app.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/hotels/:id",status="404"} 2');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/hotels\/:id"/);
    expect(text).not.toContain('987654');
    expect(text).toContain('graphql_operations_total{operation="InquiryBoard",type="query",outcome="ok"} 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toMatch(/db_pool_connections\{pool="main",state="used"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{pool="payments",state="pending"\} \d+/);
    expect(text).toContain('test_queue_jobs 7');
    expect(text).toContain('spreadsheet_exports{state="inFlight"} 0');
  });

  it('labels an operation name no client of ours sends as `other`, however many callers invent', async () => {
    const series = async () =>
      (await (await fetch(`${app.url}/metrics`)).text())
        .split('\n')
        .filter((line) => line.startsWith('graphql_operations_total{'));
    await app.graphql('query JunkNameForMetrics { inquiryBoard(first: 1) { totalCount } }');
    const before = await series();
    expect(before.join('\n')).not.toContain('JunkNameForMetrics');
    expect(before).toContainEqual(expect.stringMatching(/^graphql_operations_total\{operation="other",type="query"/));
    const others = (lines: string[]) =>
      Number(
        lines
          .find((line) => line.startsWith('graphql_operations_total{operation="other",type="query",outcome="ok"}'))
          ?.split(' ')[1],
      );
    for (let i = 0; i < 300; i += 30) {
      const names = Array.from({ length: 30 }, (_, j) => `Junk${i + j}`);
      await Promise.all(names.map((name) => app.graphql(`query ${name} { inquiryBoard(first: 1) { totalCount } }`)));
    }
    const after = await series();
    expect(others(after)).toBe(others(before) + 300);
    expect(after).toHaveLength(before.length);
  });

  it('knows the operations of the client and of the example client, as they are now', () => {
    expect([...KNOWN_OPERATION_NAMES]).toEqual(operationNames());
    expect(KNOWN_OPERATION_NAMES.has('FindStays')).toBe(true);
  });

  it('answers every request with an X-Request-Id, keeping a sane incoming one', async () => {
    const fresh = await fetch(`${app.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${app.url}/api/hotels/1`, { headers: { 'x-request-id': 'edge-7f3a91c2' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a91c2');
    const odd = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'not sane <script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
  });
  afterAll(() => app.close());

  it('answers only the bearer of the token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    const wrong = { authorization: 'Bearer metrics-token-for-tests-9876543210' };
    expect((await fetch(`${app.url}/metrics`, { headers: wrong })).status).toBe(401);
    const right = { authorization: 'Bearer metrics-token-for-tests-0123456789' };
    expect((await fetch(`${app.url}/metrics`, { headers: right })).status).toBe(200);
  });
});

describe('/metrics in production without a token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production', LOCAL_STANDINS: 'true' });
  });
  afterAll(() => app.close());

  it('is not there at all', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
  });
});

describe('the request id on log lines', () => {
  it('is carried by the request’s logger', async () => {
    const lines: Array<{ requestId?: string; msg?: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { requestId?: string });
        done();
      },
    });
    const web = express();
    web.use(requestIds(pino(sink)));
    web.get('/', (_req, res) => {
      (res.locals.logger as Logger).info('handled');
      res.end();
    });
    const server = createServer(web);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(lines).toEqual([
        expect.objectContaining({ msg: 'handled', requestId: answer.headers.get('x-request-id') }),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
