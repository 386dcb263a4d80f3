import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOutside } from './outside-call';
import { NoAnswerError, testService } from '../../test/support/outside-service';

let server: Server;
let base: string;
const seen: Array<{ method: string; type: string | undefined; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, type: req.headers['content-type'], body });
      if (req.url === '/silent') return; // never answers
      if (req.url === '/html') return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

// The timeout test sets its own.
const service = testService();

describe('callOutside', () => {
  it('sends JSON with its content type and reads the JSON answer', async () => {
    const answer = await callOutside(service, `${base}/echo`, { method: 'POST', json: { a: 1 } });
    expect(answer).toEqual({ status: 200, ok: true, body: { echoed: '{"a":1}' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
  });

  it('answers a body that is not JSON as null, with its status', async () => {
    expect(await callOutside(service, `${base}/html`)).toEqual({ status: 502, ok: false, body: null });
  });

  it("throws the service's timeout error when no answer comes in time", async () => {
    await expect(callOutside({ ...service, timeoutMs: 200 }, `${base}/silent`)).rejects.toThrow(
      new NoAnswerError('timeout'),
    );
  });

  it("throws the service's unreachable error when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(callOutside(service, `http://127.0.0.1:${port}/`)).rejects.toThrow(new NoAnswerError('unreachable'));
  });
});
