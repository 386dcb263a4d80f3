import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { callOutside } from './outside-call';
import { NoAnswerError, testService } from '../../test/support/outside-service';

/**
 * An outside answer is read only as far as it is needed (ARCHITECTURE §7): a gzip bomb and a 300 MB body leave
 * the process's memory flat, the deadline covers the body, and the app keeps answering meanwhile.
 */

const MiB = 1024 * 1024;
/** A gzip member of 1 MiB of zeros (about 1 KB); 1024 of them back to back are one valid 1 GiB gzip stream. */
const BOMB_MEMBER = gzipSync(Buffer.alloc(MiB));
const PLAIN_CHUNK = Buffer.alloc(64 * 1024, '0');

let outside: Server;
let base: string;
let app: TestApp;
const encodings: Array<string | undefined> = [];
/** Bytes the outside server handed to its socket, per path, by the time the connection closed. */
const sent: Record<string, number> = {};

/** Writes `chunk` `times` times as the reader takes it (never more than the socket's buffers ahead). */
function stream(req: IncomingMessage, res: ServerResponse, chunk: Buffer, times: number): void {
  let written = 0;
  res.on('close', () => (sent[req.url!] = written * chunk.length));
  const pump = (): void => {
    while (written < times && !res.destroyed) {
      written += 1;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

beforeAll(async () => {
  outside = createServer((req, res) => {
    encodings.push(req.headers['accept-encoding']);
    if (req.url === '/bomb') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return stream(req, res, BOMB_MEMBER, 1024);
    }
    if (req.url === '/plain') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return stream(req, res, PLAIN_CHUNK, (300 * MiB) / PLAIN_CHUNK.length);
    }
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/json' }).write('{');
      const timer = setInterval(() => res.write(' '), 50);
      return void res.on('close', () => clearInterval(timer));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pad: 'x'.repeat(2048) }));
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  app = await startTestApp();
});
afterAll(async () => {
  outside.closeAllConnections();
  outside.close();
  await app?.close();
});

const service = testService(60_000);

const gc = (globalThis as { gc?: () => void }).gc;
const used = (): number => {
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

/** Runs `work` beside a /readyz of the app; answers its result and how far memory rose above where it began. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; growth: number; ready: number }> {
  gc?.();
  const before = used();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
  try {
    const [result, ready] = await Promise.all([work(), fetch(`${app.url}/readyz`).then((r) => r.status)]);
    peak = Math.max(peak, used());
    return { result, growth: peak - before, ready };
  } finally {
    clearInterval(sampler);
  }
}

describe('callOutside reads only what it needs', () => {
  it('reads the status only for a delivery: a gzip bomb and a 300 MB body are cancelled unread', async () => {
    for (const path of ['/bomb', '/plain']) {
      const { result, growth, ready } = await measured(() =>
        callOutside(service, `${base}${path}`, { read: 'status' }),
      );
      expect(result, path).toEqual({ status: 200, ok: true, body: null });
      expect(growth, path).toBeLessThan(20 * MiB);
      expect(ready, path).toBe(200);
    }
    await expect.poll(() => sent['/plain']).toBeDefined();
    expect(sent['/plain']).toBeLessThan(64 * MiB);
  });

  it('stops a JSON read at its cap, counting decompressed bytes, and answers no body', async () => {
    for (const path of ['/bomb', '/plain']) {
      const { result, growth, ready } = await measured(() => callOutside(service, `${base}${path}`));
      expect(result, path).toEqual({ status: 200, ok: true, body: null });
      expect(growth, path).toBeLessThan(20 * MiB);
      expect(ready, path).toBe(200);
    }
  });

  it('reads a JSON answer within the cap whole, and none beyond a smaller one', async () => {
    expect((await callOutside(service, `${base}/small`)).body).toEqual({ pad: 'x'.repeat(2048) });
    expect((await callOutside(service, `${base}/small`, { maxBytes: 1024 })).body).toBeNull();
  });

  it('asks for the identity encoding', async () => {
    encodings.length = 0;
    await callOutside(service, `${base}/small`);
    expect(encodings).toEqual(['identity']);
  });

  it('ends a body that trickles past the deadline with the timeout error', async () => {
    await expect(callOutside({ ...service, timeoutMs: 300 }, `${base}/trickle`)).rejects.toThrow(
      new NoAnswerError('timeout'),
    );
  });
});
